import { prepareProblem } from '../../src/modules/officiating/optimizer/model/prepare-problem.js';
import { toAssignArray } from '../../src/modules/officiating/optimizer/model/assignment-list.js';
import type { OfficialAssignment, OfficialsInput } from '../../src/modules/officiating/optimizer/model/types.js';
import { checkAssignments } from '../../src/modules/officiating/optimizer/index.js';
import { AssignmentState } from '../../src/modules/officiating/optimizer/score/assignment-state.js';
import { defaultWeights } from '../../src/modules/officiating/optimizer/score/weights.js';

export interface Measured {
  uncovered: number;
  /** Open slots some referee could still take as things stand (should be none). */
  openButTakeable: number;
  /** Assignments that break a rule, by the board's checker. */
  rulesBroken: number;
  min: number;
  max: number;
  feeSpread: number;
}

/** The figures of one answer, the same way for every solver. */
export function measure(input: OfficialsInput, assignments: OfficialAssignment[]): Measured {
  const problem = prepareProblem(input);
  const state = AssignmentState.of(problem, defaultWeights, toAssignArray(problem, assignments));
  const broken = state.broken;
  let openButTakeable = 0;
  for (const slot of problem.slots) {
    if (state.assign[slot.index]! >= 0) continue;
    const someone = problem.referees.some((r) => {
      state.set(slot.index, r.index);
      const ok = state.broken === broken;
      state.set(slot.index, -1);
      return ok;
    });
    if (someone) openButTakeable++;
  }
  const pool = problem.referees.filter((r) => problem.inPool[r.index]).map((r) => r.index);
  const games = pool.map((r) => state.games[r]!);
  const fees = pool.map((r) => state.cents[r]! / 100);
  return {
    uncovered: state.terms.uncovered,
    openButTakeable,
    rulesBroken: new Set(checkAssignments(input, assignments).map((b) => `${b.gameId}/${b.role}`)).size,
    min: games.length ? Math.min(...games) : 0,
    max: games.length ? Math.max(...games) : 0,
    feeSpread: fees.length ? Math.max(...fees) - Math.min(...fees) : 0,
  };
}
