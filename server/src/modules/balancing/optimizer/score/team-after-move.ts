import type { TeamState } from './team-state.js';
import { practiceDayCount } from '../model/types.js';

// What one team's terms would become if a player left and another joined, without changing it.

/** Region penalty and impurity of team t after region `out` leaves and region `into` joins (-1: none). */
export function regionAfterMove(state: TeamState, t: number, out: number, into: number, result: { penalty: number; impurity: number }): void {
  const regions = state.players.regionCount;
  let top = 0;
  let squares = 0;
  for (let r = 0; r < regions; r++) {
    const count = state.regionCount[t * regions + r]! - (r === out ? 1 : 0) + (r === into ? 1 : 0);
    if (count > top) top = count;
    squares += count * count;
  }
  const known = state.known[t]! - (out >= 0 ? 1 : 0) + (into >= 0 ? 1 : 0);
  result.penalty = known - top;
  result.impurity = known > 0 ? known - squares / known : 0;
}

/** Conflicts with team t's best practice day after conflict masks `out` leaves and `into` joins. */
export function availabilityAfterMove(state: TeamState, t: number, out: number, into: number): number {
  const conflicts = state.conflicts;
  let fewest = Infinity;
  for (let d = 0; d < practiceDayCount; d++) {
    const count = conflicts[t * practiceDayCount + d]! - ((out >> d) & 1) + ((into >> d) & 1);
    if (count < fewest) fewest = count;
  }
  return fewest;
}

/**
 * Spread of team average heights when team a loses height hi and gains hj, team b the reverse
 * (NaN: unknown height); `high`/`low` are the extremes of the other teams' averages.
 */
export function heightSpreadAfterMove(state: TeamState, a: number, b: number, hi: number, hj: number, high: number, low: number): number {
  const iKnown = !Number.isNaN(hi);
  const jKnown = !Number.isNaN(hj);
  const delta = (iKnown ? hi : 0) - (jKnown ? hj : 0);
  const countDelta = (iKnown ? 1 : 0) - (jKnown ? 1 : 0);
  const countA = state.heightCount[a]! - countDelta;
  const countB = state.heightCount[b]! + countDelta;
  if (countA > 0) {
    const avg = (state.heightSum[a]! - delta) / countA;
    high = Math.max(high, avg);
    low = Math.min(low, avg);
  }
  if (countB > 0) {
    const avg = (state.heightSum[b]! + delta) / countB;
    high = Math.max(high, avg);
    low = Math.min(low, avg);
  }
  return high >= low ? high - low : 0;
}
