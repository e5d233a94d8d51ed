/**
 * Rematches before a team has met every other team of its division (`opponents` of them):
 * walking its games by day, a cycle closes once it has met them all; meeting one twice within
 * a cycle counts one. `games` holds [day, opponent] pairs and is sorted in place.
 */
export function countEarlyRematches(games: [number, number][], opponents: number): number {
  games.sort((a, b) => a[0] - b[0]);
  const met = new Set<number>();
  let rematches = 0;
  for (const [, opponent] of games) {
    if (met.size >= opponents) met.clear();
    if (met.has(opponent)) rematches++;
    else met.add(opponent);
  }
  return rematches;
}
