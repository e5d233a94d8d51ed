import { refereeOf, slotOf, toAssignArray } from '../model/assignment-list.js';
import { prepareProblem } from '../model/prepare-problem.js';
import type { BrokenOfficialsRule, SlotCandidates, SlotOpening } from '../model/result.js';
import type { OfficialAssignment, OfficialsInput, OfficialsOptions, SlotKey } from '../model/types.js';
import { findBrokenRules } from '../report/broken-rules.js';
import { refusalsFor } from '../report/refusals.js';
import { candidatesFor } from '../report/slot-candidates.js';
import { AssignmentState } from '../score/assignment-state.js';
import { resolveWeights } from '../score/weights.js';

// What the assignor's board asks while a person assigns by hand (the server runs it in the worker pool).

/**
 * Who could take one slot given the board's assignments, best first, and why each other
 * referee cannot ("certificate expires 2026-10-01", "coaches Team Blue", "already at
 * Northside at 10:00"). `input.published` prices changes, as the optimizer does.
 */
export function rankCandidates(input: OfficialsInput, assignments: readonly OfficialAssignment[], slot: SlotKey, options: Pick<OfficialsOptions, 'weights'> = {}): SlotCandidates {
  const problem = prepareProblem(input);
  const state = AssignmentState.of(problem, resolveWeights(options.weights), toAssignArray(problem, assignments));
  return candidatesFor(problem, state, slotOf(problem, slot));
}

/** Every rule the assignments break, each in words: what a drag shows before the drop. */
export function checkAssignments(input: OfficialsInput, assignments: readonly OfficialAssignment[]): BrokenOfficialsRule[] {
  const problem = prepareProblem(input);
  return findBrokenRules(problem, AssignmentState.of(problem, resolveWeights(undefined), toAssignArray(problem, assignments)));
}

/**
 * For one referee, each of the given slots with every rule that keeps them off it as things
 * stand (none: they may take it): the rules the candidate list and the check use, for a
 * referee taking open places themselves (self-assign).
 */
export function refereeOpenings(input: OfficialsInput, assignments: readonly OfficialAssignment[], refereeId: number, slots: readonly SlotKey[]): SlotOpening[] {
  const problem = prepareProblem(input);
  const state = AssignmentState.of(problem, resolveWeights(undefined), toAssignArray(problem, assignments));
  const r = refereeOf(problem, refereeId);
  return slots.map((key) => ({ ...key, refusals: refusalsFor(problem, state, slotOf(problem, key), r) }));
}
