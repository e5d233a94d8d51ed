import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignOfficials, checkAssignments } from '../index.js';
import type { OfficialAssignment, OfficialsInput } from '../model/types.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { randomLeague } from './support/random-league.js';
import { brokenFromScratch, gameOf, rolesOf } from './support/rules-from-scratch.js';

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  days: fc.integer({ min: 1, max: 2 }),
  gamesPerDay: fc.integer({ min: 1, max: 8 }),
  referees: fc.integer({ min: 1, max: 10 }),
  venues: fc.integer({ min: 1, max: 3 }),
  published: fc.boolean(),
});
const small = { budget: 20_000 };

/** Every slot a referee could take as things stand, by brute force over the referees. */
function takers(input: OfficialsInput, assignments: OfficialAssignment[], gameId: number, role: string): number[] {
  return input.referees.filter((r) => brokenFromScratch(input, [...assignments, { gameId, role, refereeId: r.id }]).size === 0).map((r) => r.id);
}

describe("the optimizer's answers", () => {
  it('never break a hard rule, by the rules written again from the raw input and by the report', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const input = randomLeague(shape);
        const result = assignOfficials(input, small);
        expect([...brokenFromScratch(input, result.assignments)]).toEqual([]);
        expect(result.report.rulesBroken).toBe(0);
        expect(result.assignments.length + result.uncovered.length).toBe(input.games.reduce((n, g) => n + rolesOf(input, g).length, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('leave a slot open only where no eligible and available referee can take it, and say why', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const input = randomLeague(shape);
        const result = assignOfficials(input, small);
        for (const open of result.uncovered) {
          expect(takers(input, result.assignments, open.gameId, open.role)).toEqual([]);
          expect(open.reason).toMatch(/^(no referee|every referee|only youth)/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are the same for the same input and seed', () => {
    const input = randomLeague({ seed: 11, days: 2, gamesPerDay: 10, referees: 12, venues: 3, published: true });
    const first = assignOfficials(input, { seed: 5, budget: 50_000 });
    const again = assignOfficials(structuredClone(input), { seed: 5, budget: 50_000 });
    expect(again).toEqual(first);
  });
});

describe('checkAssignments', () => {
  it('finds exactly the assignments the rules written again find broken, in any random assignment', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const input = randomLeague(shape);
        const random = createRandom(shape.seed);
        const assignments = input.games.flatMap((g) =>
          rolesOf(input, g).flatMap((r) => (random.next() < 0.6 ? [{ gameId: g.id, role: r.role, refereeId: input.referees[random.int(input.referees.length)]!.id }] : [])),
        );
        const found = new Set(checkAssignments(input, assignments).map((b) => `${b.gameId}/${b.role}`));
        expect([...found].sort()).toEqual([...brokenFromScratch(input, assignments)].sort());
        for (const b of checkAssignments(input, assignments)) expect(gameOf(input, b.gameId)).toBeDefined();
      }),
      { numRuns: 60 },
    );
  });
});
