// Every budget of the search in one place. A budget counts evaluations (moves priced), never
// time: a clock would make the answer depend on the machine's load.

/** Evaluations still allowed; shared by reference so nested loops stop together. */
export interface Budget {
  left: number;
}

/** Swap partners priced per slot: every slot of its day on small days, a rotating window on large ones. */
export const swapWindow = 40;

/** Rounds of the iterated search in a row without a better answer after which it stops. */
export const patience = 60;

/**
 * Enough for a weekend's coverage to reach HiGHS's optimum on the bench's leagues (80 slots: a
 * million evaluations, about a second of CPU; a quarter of that missed it on one seed in five),
 * and for about sixty descents over a whole season (960 slots), where the cap holds it.
 */
export function defaultBudget(slotCount: number, averageEligible: number): number {
  return Math.round(Math.min(3_000_000, Math.max(300_000, slotCount * (averageEligible + swapWindow) * 250)));
}
