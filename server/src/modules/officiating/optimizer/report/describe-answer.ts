import { keyOf, toAssignmentList } from '../model/assignment-list.js';
import { staticRefusals } from '../model/eligibility.js';
import type { Problem } from '../model/prepared.js';
import type { OfficialsResult } from '../model/result.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { findBrokenRules } from './broken-rules.js';
import { explainUncovered } from './explain-uncovered.js';
import { measureAssignment } from './measure.js';
import { refusalsFor } from './refusals.js';
import { candidatesFor } from './slot-candidates.js';

/** Why a published assignment could not stay: its own rules first, else what it clashed with. */
function droppedReason(problem: Problem, state: AssignmentState, slot: number): string {
  const r = problem.published[slot]!;
  const s = problem.slots[slot]!;
  const own = staticRefusals(problem, problem.referees[r]!, s, problem.games[s.game]!);
  const reasons = own.length > 0 ? own : refusalsFor(problem, state, slot, r);
  return reasons.map((x) => x.reason).join('; ') || 'it broke a rule with the other published assignments';
}

/** The answer from a final state: assignments, open slots with reasons, dropped published ones, the report. */
export function describeAnswer(problem: Problem, state: AssignmentState, dropped: number[], evaluations: number): OfficialsResult {
  const open = problem.slots.filter((s) => state.assign[s.index]! < 0).map((s) => s.index);
  const brokenRules = findBrokenRules(problem, state);
  return {
    assignments: toAssignmentList(problem, state.assign),
    uncovered: open.map((slot) => ({ ...keyOf(problem, slot), reason: explainUncovered(problem, state, slot) })),
    dropped: dropped.map((slot) => ({ ...keyOf(problem, slot), refereeId: problem.referees[problem.published[slot]!]!.source.id, reason: droppedReason(problem, state, slot) })),
    report: measureAssignment(problem, state, brokenRules),
    openSlots: open.map((slot) => candidatesFor(problem, state, slot)),
    evaluations,
  };
}
