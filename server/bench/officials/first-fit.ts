import { toAssignmentList } from '../../src/modules/officiating/optimizer/model/assignment-list.js';
import { prepareProblem } from '../../src/modules/officiating/optimizer/model/prepare-problem.js';
import type { OfficialAssignment, OfficialsInput } from '../../src/modules/officiating/optimizer/model/types.js';
import { AssignmentState } from '../../src/modules/officiating/optimizer/score/assignment-state.js';
import { defaultWeights } from '../../src/modules/officiating/optimizer/score/weights.js';

/**
 * What an assignor does by hand: games in time order, each role in turn, to the first referee
 * on the list who keeps every rule with what is already assigned (a careful assignor: every
 * rule checked, as the product's board would). No look-ahead, no second pass.
 */
export function firstFit(input: OfficialsInput): OfficialAssignment[] {
  const problem = prepareProblem(input);
  const state = new AssignmentState(problem, defaultWeights);
  for (const slot of problem.slots) {
    for (const referee of problem.referees) {
      state.set(slot.index, referee.index);
      if (state.broken === 0) break;
      state.set(slot.index, -1);
    }
  }
  return toAssignmentList(problem, state.assign);
}
