import type { League } from '../model/league.js';
import type { ScheduleState } from './schedule-state.js';
import { StaleSet } from './stale-set.js';
import { RematchCounter } from './terms/rematch.js';

/**
 * Each team's early rematches, recounted lazily when a placement marks the team. A team that
 * meets no opponent twice in the season cannot have one, so it is never marked.
 */
export class TeamRematches {
  private readonly counts: Int32Array;
  private readonly meetsTwice: Uint8Array;
  private readonly stale: StaleSet;
  private readonly counter: RematchCounter;

  constructor(private readonly league: League) {
    const teams = league.teams.length;
    this.counts = new Int32Array(teams);
    this.stale = new StaleSet(teams);
    this.meetsTwice = Uint8Array.from(league.gamesOfTeam, (list, t) => {
      const opponents = list.map((g) => (league.games[g]!.home === t ? league.games[g]!.away : league.games[g]!.home));
      return new Set(opponents).size < opponents.length ? 1 : 0;
    });
    this.counter = new RematchCounter(league.gamesOfTeam.reduce((most, list) => Math.max(most, list.length), 0), teams);
  }

  mark(team: number): void {
    if (this.meetsTwice[team]) this.stale.mark(team);
  }

  /** Recounts every marked team, telling `add` each one's change. */
  settle(state: ScheduleState, add: (change: number) => void): void {
    const { league } = this;
    for (let team = this.stale.take(); team >= 0; team = this.stale.take()) {
      this.counter.clear();
      for (const g of league.gamesOfTeam[team]!) {
        if (state.block[g]! < 0) continue;
        const game = league.games[g]!;
        this.counter.add(league.blocks[state.block[g]!]!.day, game.home === team ? game.away : game.home);
      }
      const count = this.counter.count(league.divisions[league.teams[team]!.division]!.teams.length - 1);
      add(league.weights.earlyRematch * (count - this.counts[team]!));
      this.counts[team] = count;
    }
  }
}
