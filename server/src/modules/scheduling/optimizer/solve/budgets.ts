// Every budget of the schedule optimizer in one place: evaluations (priced candidates), never
// time, so the same input and seed give the same schedule on any machine.
import type { League } from '../model/league.js';

/** Swap partners priced per game: every game of a small league, a rotating window in a large one. */
export const swapWindow = 200;

/**
 * Enough for the greedy starts, the repair and the iterated search: 15,000 evaluations per game
 * that may move (fixed games cost none), between 200,000 and 7.5 million (a 60-team league of
 * 300-350 games gets 4.7-5.2 million, about 3-4 s of CPU on the shared machine: decision 0132 set
 * 5,000 a game; decision 0204 tripled it once evaluations cost a quarter of the CPU).
 */
export function defaultBudget(league: League): number {
  const moving = league.games.length - league.fixed.reduce((sum, f) => sum + f, 0);
  return Math.min(7_500_000, Math.max(200_000, moving * 15_000));
}

/**
 * The court-day re-sequencing phase's evaluations, on top of the search's: a tenth of them (a
 * 60-team league's phase spends 120,000-135,000 of its 150,000-170,000; decision 0199). Taken
 * from the search instead, the small leagues lost more waiting than the phase won back.
 */
export function resequenceShare(total: number): number {
  return Math.floor(total / 10);
}

/** A reschedule places only the closed games and may move one other game for each. */
export function rescheduleBudget(displaced: number): number {
  return Math.min(1_000_000, Math.max(50_000, displaced * 20_000));
}
