import type { TeamState } from './team-state.js';
import { practiceDayCount } from '../model/types.js';

// What one team's terms would become if players left and joined, without changing it. Both
// evaluators ask here: the swap of two players (MoveEvaluator) as a change of one region or
// day each way, the exchange of units (ExchangeEvaluator) as the summed change of its players.
// The height spread's change is in its unit (terms/height.ts, decision 0198).

/**
 * Region penalty and impurity of team t with `sign * change[r]` more players of each region r
 * (regions the change leaves at 0 cost nothing but the loop over regions).
 */
export function regionAfterChange(state: TeamState, t: number, change: Int32Array, sign: number, result: { penalty: number; impurity: number }): void {
  const regions = state.players.regionCount;
  let top = 0;
  let squares = 0;
  let known = 0;
  for (let r = 0; r < regions; r++) {
    const count = state.regionCount[t * regions + r]! + sign * change[r]!;
    if (count > top) top = count;
    squares += count * count;
    known += count;
  }
  result.penalty = known - top;
  result.impurity = known > 0 ? known - squares / known : 0;
}

/**
 * Adds to `totals` (the region penalty and impurity summed over all teams) what teams a and b
 * change when a gains `change` and b loses it; `after` is scratch.
 */
export function addRegionChange(state: TeamState, a: number, b: number, change: Int32Array, totals: { penalty: number; impurity: number }, after: { penalty: number; impurity: number }): void {
  regionAfterChange(state, a, change, 1, after);
  totals.penalty += after.penalty - state.regionPenalty[a]!;
  totals.impurity += after.impurity - state.regionImpurity[a]!;
  regionAfterChange(state, b, change, -1, after);
  totals.penalty += after.penalty - state.regionPenalty[b]!;
  totals.impurity += after.impurity - state.regionImpurity[b]!;
}

/** Conflicts with team t's best practice day with `sign * change[d]` more conflicts on each day d. */
export function availabilityAfterChange(state: TeamState, t: number, change: Int32Array, sign: number): number {
  const conflicts = state.conflicts;
  let fewest = Infinity;
  for (let d = 0; d < practiceDayCount; d++) {
    const count = conflicts[t * practiceDayCount + d]! + sign * change[d]!;
    if (count < fewest) fewest = count;
  }
  return fewest;
}

/**
 * Conflicts with team t's best practice day when a player with conflict mask `joins` comes in
 * and one with mask `leaves` goes: a swap's case of `availabilityAfterChange`, read from the two
 * masks without filling a change per day, which cost the swap evaluator a tenth of its time.
 */
export function availabilityAfterSwap(state: TeamState, t: number, joins: number, leaves: number): number {
  const conflicts = state.conflicts;
  let fewest = Infinity;
  for (let d = 0; d < practiceDayCount; d++) {
    const count = conflicts[t * practiceDayCount + d]! + ((joins >> d) & 1) - ((leaves >> d) & 1);
    if (count < fewest) fewest = count;
  }
  return fewest;
}

/** The change of region counts, a team gaining region `into` and losing `out` (-1: none), into `change`. */
export function setRegionMove(change: Int32Array, out: number, into: number, step: number): void {
  if (out >= 0) change[out] = change[out]! - step;
  if (into >= 0) change[into] = change[into]! + step;
}
