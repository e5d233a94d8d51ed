import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, checkSchedule } from '../index.js';
import { plantedLeague } from './support/planted-league.js';

describe('a schedule the optimizer answers', () => {
  it('places every game and breaks no hard rule when a schedule that does exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { input, planted } = plantedLeague(seed);
        expect(checkSchedule(input, planted)).toEqual([]);
        const { games, report } = buildSchedule(input);
        expect(report.unplaced).toEqual([]);
        expect(games).toHaveLength(planted.length);
        expect(checkSchedule(input, games)).toEqual([]);
        expect(report.hardBroken.count).toBe(0);
      }),
      { numRuns: 15 },
    );
  });
});
