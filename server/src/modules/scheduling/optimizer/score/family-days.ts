import { travelMinutes, type League } from '../model/league.js';
import type { ScheduleState } from './schedule-state.js';
import { StaleSet } from './stale-set.js';
import { familyDayCost, measureFamilyDay, type FamilyGame } from './terms/family.js';

/**
 * Every family's cost on every day (household * days + day), recounted lazily: a placement
 * marks its teams' families on its day, and `settle` recounts those from the state's games,
 * writing each family day's games into pooled objects (the search does this millions of times).
 */
export class FamilyDays {
  private readonly cost: Float64Array;
  private readonly stale: StaleSet;
  /** A family's games that day (the first few places), and the objects they are written into. */
  private readonly games: FamilyGame[];
  private readonly pool: FamilyGame[];
  private readonly seen: Int32Array;
  private readonly travel: (a: number, b: number) => number;

  constructor(private readonly league: League) {
    const keys = league.households.length * league.days.length;
    this.cost = new Float64Array(keys);
    this.stale = new StaleSet(keys);
    const largest = league.households.reduce((most, h) => Math.max(most, h.length), 0);
    this.pool = Array.from({ length: largest }, () => ({ venue: 0, start: 0, end: 0 }));
    this.games = [...this.pool];
    this.seen = new Int32Array(largest);
    this.travel = (a, b) => travelMinutes(league, a, b);
  }

  /** Marks each family of `team` on `day` to be recounted. */
  mark(team: number, day: number): void {
    const days = this.league.days.length;
    for (const h of this.league.householdsOfTeam[team]!) this.stale.mark(h * days + day);
  }

  /** Recounts every marked family day, telling `add` each one's change (in the order the sum always took them). */
  settle(state: ScheduleState, add: (change: number) => void): void {
    const days = this.league.days.length;
    for (let key = this.stale.take(); key >= 0; key = this.stale.take()) {
      const cost = this.costOf(state, Math.floor(key / days), key % days);
      add(cost - this.cost[key]!);
      this.cost[key] = cost;
    }
  }

  /** The cost of family h on `day`, from its teams' games that day. */
  private costOf(state: ScheduleState, h: number, day: number): number {
    const { league } = this;
    const days = league.days.length;
    let count = 0;
    for (const t of league.households[h]!) {
      const g = state.teamDay[t * days + day]!;
      if (g < 0 || this.seenToday(g, count)) continue;
      this.seen[count] = g;
      // The day's sort reorders the list: refill each place from the pool.
      const game = (this.games[count] = this.pool[count]!);
      game.venue = league.blocks[state.block[g]!]!.venue;
      game.start = state.start[g]!;
      game.end = game.start + league.divisions[league.games[g]!.division]!.gameMinutes;
      count++;
    }
    return count < 2 ? 0 : familyDayCost(measureFamilyDay(this.games, this.travel, count), league.weights);
  }

  /** Whether game g is among the first n seen (a child's sibling on the same team, a trio's two games). */
  private seenToday(g: number, n: number): boolean {
    for (let i = 0; i < n; i++) if (this.seen[i] === g) return true;
    return false;
  }
}
