import { keyOf } from '../model/assignment-list.js';
import type { Problem } from '../model/prepared.js';
import type { BrokenOfficialsRule } from '../model/result.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { refusalsFor } from './refusals.js';

/**
 * Every rule each assignment breaks, in the words the candidate list uses. Both games of a clash
 * name the other; on a day over a referee's most, each of that day's games says so.
 */
export function findBrokenRules(problem: Problem, state: AssignmentState): BrokenOfficialsRule[] {
  const broken: BrokenOfficialsRule[] = [];
  state.assign.forEach((r, slot) => {
    if (r < 0) return;
    const refereeId = problem.referees[r]!.source.id;
    for (const refusal of refusalsFor(problem, state, slot, r)) broken.push({ ...keyOf(problem, slot), refereeId, ...refusal });
  });
  return broken;
}
