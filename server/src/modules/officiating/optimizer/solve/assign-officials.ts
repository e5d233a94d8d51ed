import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareProblem } from '../model/prepare-problem.js';
import type { OfficialsResult } from '../model/result.js';
import type { OfficialsInput, OfficialsOptions } from '../model/types.js';
import { describeAnswer } from '../report/describe-answer.js';
import { AssignmentState } from '../score/assignment-state.js';
import { resolveWeights } from '../score/weights.js';
import { defaultBudget } from '../search/budgets.js';
import { fillGreedily, fillWhatIsLeft, placePublished } from '../search/construct.js';
import { searchIterated } from '../search/iterated-search.js';

/**
 * Officials for every game (decision 0142): the published assignments that still keep every
 * rule, a greedy start, then the iterated search within the budget; last, every open slot
 * anyone can still take is filled. No answer breaks a hard rule; a slot stays open only when
 * no referee can take it, and says why. The same input and seed give the same answer.
 */
export function assignOfficials(input: OfficialsInput, options: OfficialsOptions = {}): OfficialsResult {
  const problem = prepareProblem(input);
  const state = new AssignmentState(problem, resolveWeights(options.weights));
  const averageEligible = problem.eligibleFor.reduce((n, list) => n + list.length, 0) / Math.max(1, problem.slots.length);
  const budget = { left: options.budget ?? defaultBudget(problem.slots.length, averageEligible) };
  const allowed = budget.left;
  const dropped = placePublished(state);
  fillGreedily(state, budget);
  searchIterated(state, createRandom(options.seed ?? 1), budget);
  fillWhatIsLeft(state);
  return describeAnswer(problem, state, dropped, allowed - budget.left);
}
