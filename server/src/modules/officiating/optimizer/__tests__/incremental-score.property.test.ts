import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { toAssignmentList } from '../model/assignment-list.js';
import { prepareProblem } from '../model/prepare-problem.js';
import { AssignmentState } from '../score/assignment-state.js';
import { costOf } from '../score/cost.js';
import { defaultWeights } from '../score/weights.js';
import { randomLeague } from './support/random-league.js';
import { termsFromScratch } from './support/score-from-scratch.js';

// FULL_ASSERT, as in the balancing optimizer: walk random leagues through random changes of one
// slot (any referee, rule-breaking or not, or nobody) and compare every term the state keeps
// with the same term counted from scratch from the raw input (support/score-from-scratch.ts).
// A failure names the fast-check seed: rerun with it to reproduce.

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  days: fc.integer({ min: 1, max: 3 }),
  gamesPerDay: fc.integer({ min: 1, max: 7 }),
  referees: fc.integer({ min: 1, max: 8 }),
  venues: fc.integer({ min: 1, max: 3 }),
  published: fc.boolean(),
});

describe('the incremental score', () => {
  it('equals the score counted from scratch after every random change, and an undo restores it exactly', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const input = randomLeague(shape);
        const problem = prepareProblem(input);
        const state = new AssignmentState(problem, defaultWeights);
        const random = createRandom(shape.seed);
        const R = problem.referees.length;
        for (let step = 0; step < 40; step++) {
          const slot = random.int(problem.slots.length);
          const referee = random.int(R + 1) - 1;
          const before = { ...state.terms };
          const previous = state.assign[slot]!;
          state.set(slot, referee);
          const scratch = termsFromScratch(input, toAssignmentList(problem, state.assign));
          expect(state.terms).toEqual(scratch);
          expect(state.cost()).toEqual(costOf(scratch, defaultWeights, problem.slots.length, problem.centsUnit));
          if (step % 3 === 0) {
            state.set(slot, previous);
            expect(state.terms).toEqual(before);
            state.set(slot, referee);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
