/**
 * The squared deviations of teams' counts from their division's mean (n teams; the count of
 * early games, of late games, of games at one venue): 0 when every team has its share.
 * Kept as sums so that one team's change prices in O(1).
 */
export function squaredDeviation(sum: number, sumOfSquares: number, teamCount: number): number {
  return teamCount === 0 ? 0 : sumOfSquares - (sum * sum) / teamCount;
}

/** Minutes from the block's opening (or to its closing) within which a game counts as early (late). */
export const edgeMinutes = 30;

export function isEarly(start: number, blockStart: number): boolean {
  return start - blockStart < edgeMinutes;
}

export function isLate(end: number, blockEnd: number): boolean {
  return blockEnd - end < edgeMinutes;
}

/** A team's home/away imbalance, squared: what the term prices. */
export function homeAwayCost(home: number, away: number): number {
  return (home - away) * (home - away);
}
