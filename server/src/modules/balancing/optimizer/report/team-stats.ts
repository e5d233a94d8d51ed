import { practiceDayCount, type BalancePlayer } from '../model/types.js';

/** Monday-Friday indices with the fewest conflicts among the team's players (all ties). */
export function findBestPracticeDays(team: BalancePlayer[]): number[] {
  const conflicts = Array.from({ length: practiceDayCount }, (_, d) => team.filter((p) => p.conflicts & (1 << d)).length);
  const fewest = Math.min(...conflicts);
  return conflicts.flatMap((count, d) => (count === fewest ? [d] : []));
}

/** The most common known region; ties go to the lower index, as in the region penalty. Null when none is known. */
export function findPrimaryRegion(team: BalancePlayer[]): number | null {
  const counts = new Map<number, number>();
  for (const p of team) if (p.region !== null) counts.set(p.region, (counts.get(p.region) ?? 0) + 1);
  let best: number | null = null;
  for (const [region, count] of counts) {
    if (best === null || count > counts.get(best)! || (count === counts.get(best) && region < best)) best = region;
  }
  return best;
}
