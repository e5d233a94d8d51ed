// Every budget of the schedule optimizer in one place: evaluations (priced candidates), never
// time, so the same input and seed give the same schedule on any machine.
import type { League } from '../model/league.js';

/** Swap partners priced per game: every game of a small league, a rotating window in a large one. */
export const swapWindow = 200;

/**
 * Enough for the greedy starts, the annealing, the repair and the iterated search: 12,000
 * evaluations per game that may move (fixed games cost none), between 200,000 and 6 million (a
 * 60-team league of 300-350 games gets 3.8-4.1 million, about 3.5-4.5 s of CPU on the shared
 * machine: decision 0132 set 5,000 a game; decisions 0204 and 0205 raised it as evaluations got
 * cheaper).
 */
export function defaultBudget(league: League): number {
  const moving = league.games.length - league.fixed.reduce((sum, f) => sum + f, 0);
  return Math.min(6_000_000, Math.max(200_000, moving * 12_000));
}

/** The annealing's steps: half the budget, taken from the iterated search's (decision 0205). */
export function annealShare(total: number): number {
  return Math.floor(total / 2);
}

/**
 * The annealing's temperature, in points (a family's minute of waiting is one): at first a
 * worsening of 8 hours of waiting is taken one time in e, at the end one of a minute; seven
 * steps in ten change a family's game. Tuned on the bench's leagues over three seeds each.
 */
export const annealPlan = { hot: 480, cold: 1, familyShare: 0.7 } as const;

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
