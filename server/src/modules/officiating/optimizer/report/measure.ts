import type { Problem } from '../model/prepared.js';
import type { BrokenOfficialsRule, OfficialsReport } from '../model/result.js';
import type { AssignmentState } from '../score/assignment-state.js';

const range = (values: number[]) => (values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) });

/** The report's figures; games and fees per referee are over the referees who could take a slot. */
export function measureAssignment(problem: Problem, state: AssignmentState, brokenRules: BrokenOfficialsRule[]): OfficialsReport {
  const pool = problem.referees.filter((r) => problem.inPool[r.index]).map((r) => r.index);
  const fees = range(pool.map((r) => state.cents[r]! / 100));
  return {
    rulesBroken: brokenRules.length,
    brokenRules,
    gamesPerReferee: range(pool.map((r) => state.games[r]!)),
    feesPerReferee: { ...fees, spread: fees.max - fees.min },
    changes: state.terms.changes,
    newWithoutPartner: state.terms.unpaired,
    preferencesMissed: state.terms.preferences,
    perReferee: problem.referees.map((r) => ({ refereeId: r.source.id, games: state.games[r.index]!, fees: state.cents[r.index]! / 100 })),
  };
}
