import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignOfficials } from '../index.js';
import type { OfficialAssignment, OfficialsInput } from '../model/types.js';
import { randomLeague } from './support/random-league.js';
import { brokenFromScratch, rolesOf } from './support/rules-from-scratch.js';

/** The most slots any rule-keeping assignment covers: every referee or nobody on every slot. */
function mostCovered(input: OfficialsInput): number {
  const slots = input.games.flatMap((g) => rolesOf(input, g).map((r) => ({ gameId: g.id, role: r.role })));
  let best = 0;
  const walk = (i: number, chosen: OfficialAssignment[]) => {
    if (chosen.length + (slots.length - i) <= best) return;
    if (i === slots.length) {
      if (brokenFromScratch(input, chosen).size === 0) best = chosen.length;
      return;
    }
    for (const referee of input.referees) {
      const next = [...chosen, { ...slots[i]!, refereeId: referee.id }];
      // A youth referee's adult partner may come later, so that rule is judged at the end.
      if (brokenFromScratch(input, next, false).size === 0) walk(i + 1, next);
    }
    walk(i + 1, chosen);
  };
  walk(0, []);
  return best;
}

describe('coverage on small leagues', () => {
  it('is the most any rule-keeping assignment reaches (found by trying every one)', () => {
    fc.assert(
      fc.property(
        fc.record({ seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }), gamesPerDay: fc.integer({ min: 1, max: 3 }), referees: fc.integer({ min: 1, max: 4 }), venues: fc.integer({ min: 1, max: 2 }) }),
        (shape) => {
          const input = randomLeague({ ...shape, days: 1 });
          const result = assignOfficials(input, { budget: 20_000 });
          expect(result.assignments.length).toBe(mostCovered(input));
        },
      ),
      { numRuns: 40 },
    );
  });
});
