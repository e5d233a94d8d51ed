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

/**
 * countEarlyRematches over a team's games kept in typed arrays, for the search, which counts a
 * team's rematches again on every placement: no arrays, pairs or sets are made each time.
 * Call `clear`, `add` each [day, opponent], then `count`.
 */
export class RematchCounter {
  private readonly days: Int32Array;
  private readonly opponents: Int32Array;
  private readonly met: Int32Array;
  private size = 0;
  private stamp = 0;

  constructor(mostGames: number, teams: number) {
    this.days = new Int32Array(Math.max(1, mostGames));
    this.opponents = new Int32Array(Math.max(1, mostGames));
    this.met = new Int32Array(teams);
  }

  clear(): void {
    this.size = 0;
  }

  /** Kept in day order as they come (an insertion sort: stable, as the array sort above is). */
  add(day: number, opponent: number): void {
    let i = this.size++;
    while (i > 0 && this.days[i - 1]! > day) {
      this.days[i] = this.days[i - 1]!;
      this.opponents[i] = this.opponents[i - 1]!;
      i--;
    }
    this.days[i] = day;
    this.opponents[i] = opponent;
  }

  count(opponents: number): number {
    let rematches = 0;
    let metCount = 0;
    this.stamp++;
    for (let i = 0; i < this.size; i++) {
      if (metCount >= opponents) {
        this.stamp++;
        metCount = 0;
      }
      const opponent = this.opponents[i]!;
      if (this.met[opponent] === this.stamp) rematches++;
      else {
        this.met[opponent] = this.stamp;
        metCount++;
      }
    }
    return rematches;
  }
}
