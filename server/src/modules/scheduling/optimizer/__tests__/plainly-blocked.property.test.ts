import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import { candidateStarts } from '../moves/candidate-starts.js';
import { constructSchedule } from '../phases/construct.js';
import { canPlace, plainlyBlocked } from '../score/hard-rules.js';
import { ScheduleState } from '../score/schedule-state.js';
import { plantedLeague } from './support/planted-league.js';

describe("the annealing's look before a move", () => {
  it('calls a start blocked only where the hard rules refuse it once the game (and a swap partner) is off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const league = prepareLeague(plantedLeague(seed).input);
        const random = createRandom(seed);
        const state = new ScheduleState(league, league.firstPlacement);
        constructSchedule(state, random, { left: 50_000 });
        const placed = league.games.map((_, g) => g).filter((g) => state.block[g]! >= 0);
        const starts: number[] = [];
        for (let k = 0; k < 40 && placed.length > 1; k++) {
          const g = placed[random.int(placed.length)]!;
          const h = placed[random.int(placed.length)]!;
          const b = random.int(league.blocks.length);
          for (const s of [...candidateStarts(state, g, b, starts), state.start[h]!]) {
            const block = s === state.start[h] ? state.block[h]! : b;
            const besides = block === state.block[h] && h !== g ? h : -1;
            if (!plainlyBlocked(state, g, block, s, besides)) continue;
            const [gb, gs, hb, hs] = [state.block[g]!, state.start[g]!, state.block[h]!, state.start[h]!];
            state.remove(g);
            if (besides >= 0) state.remove(h);
            expect(canPlace(state, g, block, s)).toBe(false);
            if (besides >= 0) state.place(h, hb, hs);
            state.place(g, gb, gs);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
