import type { League } from '../model/league.js';
import { anchorCost, type Anchors } from './anchors.js';
import { FamilyDays } from './family-days.js';
import { TeamRematches } from './team-rematches.js';
import { homeAwayCost, isEarly, isLate, squaredDeviation } from './terms/fairness.js';

/**
 * A schedule being searched: where each game is (block and start, or block -1: not placed),
 * the lookups the hard rules read (each team's game per day, games per week, games per block)
 * and every soft term's aggregate, kept as games are placed and removed. `major` counts games
 * not placed; `minor` is the soft terms' sum (score/score-schedule.ts writes it from scratch).
 * Placing never checks the rules: hard-rules.ts asks first.
 */
export class ScheduleState {
  readonly block: Int32Array;
  readonly start: Int32Array;
  /** 1 where a game's home and away are swapped from its pairing. */
  readonly flip: Uint8Array;
  readonly teamDay: Int32Array;
  readonly teamWeek: Int32Array;
  readonly blockGames: number[][];
  major: number;
  /** The soft terms' sum, less the family days and teams' rematches not yet recounted. */
  private sum = 0;
  private readonly early: Int32Array;
  private readonly late: Int32Array;
  private readonly home: Int32Array;
  private readonly away: Int32Array;
  private readonly venueGames: Int32Array;
  /** Per division [sumEarly, sumEarly², sumLate, sumLate²]; per division and venue [sum, sum²]. */
  private readonly fairSums: Float64Array;
  private readonly venueSums: Float64Array;
  /**
   * Family days and teams' rematches a placement changed, recounted when the cost is next read:
   * a move takes a game off and puts it back, and its price is read once.
   */
  private readonly familyDays: FamilyDays;
  private readonly rematches: TeamRematches;
  private readonly anchored: Float64Array;

  constructor(
    readonly league: League,
    placement: Int32Array,
    readonly anchors?: Anchors,
  ) {
    const games = league.games.length;
    const teams = league.teams.length;
    const days = league.days.length;
    const venues = league.venueIds.length;
    this.block = new Int32Array(games).fill(-1);
    this.start = new Int32Array(games);
    this.flip = new Uint8Array(games);
    this.teamDay = new Int32Array(teams * days).fill(-1);
    this.teamWeek = new Int32Array(teams * league.weeks.length);
    this.blockGames = league.blocks.map(() => []);
    this.early = new Int32Array(teams);
    this.late = new Int32Array(teams);
    this.home = new Int32Array(teams);
    this.away = new Int32Array(teams);
    this.venueGames = new Int32Array(teams * venues);
    this.fairSums = new Float64Array(league.divisions.length * 4);
    this.venueSums = new Float64Array(league.divisions.length * venues * 2);
    this.familyDays = new FamilyDays(league);
    this.rematches = new TeamRematches(league);
    this.anchored = new Float64Array(games);
    this.major = games;
    for (let g = 0; g < games; g++) {
      this.flip[g] = placement[3 * g + 2]!;
      if (anchors) this.setAnchor(g);
      if (placement[3 * g]! >= 0) this.place(g, placement[3 * g]!, placement[3 * g + 1]!);
    }
  }

  /** The soft terms' sum (every stale family day and rematch count recounted first). */
  get minor(): number {
    this.settle();
    return this.sum;
  }

  /** Put back exactly after a move is made and taken back (the sum drifts by rounding). */
  set minor(value: number) {
    this.settle();
    this.sum = value;
  }

  private readonly addToSum = (change: number): void => {
    this.sum += change;
  };

  private settle(): void {
    this.familyDays.settle(this, this.addToSum);
    this.rematches.settle(this, this.addToSum);
  }

  /** [block, start, flip] per game: what the iterated search keeps and restores. */
  encode(): Int32Array {
    const out = new Int32Array(this.block.length * 3);
    for (let g = 0; g < this.block.length; g++) out.set([this.block[g]!, this.start[g]!, this.flip[g]!], 3 * g);
    return out;
  }

  homeOf(g: number): number {
    const game = this.league.games[g]!;
    return this.flip[g] ? game.away : game.home;
  }

  awayOf(g: number): number {
    const game = this.league.games[g]!;
    return this.flip[g] ? game.home : game.away;
  }

  dayOf(g: number): number {
    const b = this.block[g]!;
    return b < 0 ? -1 : this.league.blocks[b]!.day;
  }

  place(g: number, b: number, s: number): void {
    this.block[g] = b;
    this.start[g] = s;
    this.blockGames[b]!.push(g);
    this.major--;
    this.count(g, b, s, 1);
  }

  remove(g: number): void {
    const b = this.block[g]!;
    const list = this.blockGames[b]!;
    list.splice(list.indexOf(g), 1);
    this.block[g] = -1;
    this.major++;
    this.count(g, b, this.start[g]!, -1);
  }

  toggleFlip(g: number): void {
    const placed = this.block[g]! >= 0;
    if (placed) this.countHomeAway(g, -1);
    this.flip[g] = this.flip[g] ? 0 : 1;
    if (placed) this.countHomeAway(g, 1);
  }

  /** Adds (sign 1) or takes away (-1) game g at block b, start s, from every aggregate. */
  private count(g: number, b: number, s: number, sign: 1 | -1): void {
    const { league } = this;
    const game = league.games[g]!;
    const block = league.blocks[b]!;
    const day = block.day;
    const week = league.dayWeek[day]!;
    const early = isEarly(s, block.start) ? sign : 0;
    const late = isLate(s + league.divisions[game.division]!.gameMinutes, block.end) ? sign : 0;
    // Both teams, written out: this runs for every placement the search prices.
    for (let side = 0; side < 2; side++) {
      const t = side === 0 ? game.home : game.away;
      this.teamDay[t * league.days.length + day] = sign > 0 ? g : -1;
      this.teamWeek[t * league.weeks.length + week]! += sign;
      this.shiftFair(game.division, 0, this.early, t, early);
      this.shiftFair(game.division, 2, this.late, t, late);
      this.shiftVenue(game.division, t, block.venue, sign);
    }
    this.countHomeAway(g, sign);
    for (let side = 0; side < 2; side++) {
      const t = side === 0 ? game.home : game.away;
      this.familyDays.mark(t, day);
      this.rematches.mark(t);
    }
    if (this.anchors) this.setAnchor(g);
  }

  private shiftFair(division: number, offset: number, counts: Int32Array, t: number, by: number): void {
    if (by === 0) return;
    const n = this.league.divisions[division]!.teams.length;
    const at = division * 4 + offset;
    const before = squaredDeviation(this.fairSums[at]!, this.fairSums[at + 1]!, n);
    const c = counts[t]!;
    this.fairSums[at]! += by;
    this.fairSums[at + 1]! += (c + by) * (c + by) - c * c;
    counts[t] = c + by;
    this.sum += this.league.weights.earlyLate * (squaredDeviation(this.fairSums[at]!, this.fairSums[at + 1]!, n) - before);
  }

  private shiftVenue(division: number, t: number, venue: number, by: number): void {
    const venues = this.league.venueIds.length;
    if (venues < 2) return;
    const n = this.league.divisions[division]!.teams.length;
    const at = (division * venues + venue) * 2;
    const before = squaredDeviation(this.venueSums[at]!, this.venueSums[at + 1]!, n);
    const c = this.venueGames[t * venues + venue]!;
    this.venueSums[at]! += by;
    this.venueSums[at + 1]! += (c + by) * (c + by) - c * c;
    this.venueGames[t * venues + venue] = c + by;
    this.sum += this.league.weights.venueShare * (squaredDeviation(this.venueSums[at]!, this.venueSums[at + 1]!, n) - before);
  }

  private countHomeAway(g: number, sign: number): void {
    const h = this.homeOf(g);
    const a = this.awayOf(g);
    const w = this.league.weights.homeAway;
    this.sum -= w * (homeAwayCost(this.home[h]!, this.away[h]!) + homeAwayCost(this.home[a]!, this.away[a]!));
    this.home[h]! += sign;
    this.away[a]! += sign;
    this.sum += w * (homeAwayCost(this.home[h]!, this.away[h]!) + homeAwayCost(this.home[a]!, this.away[a]!));
  }

  private setAnchor(g: number): void {
    const b = this.block[g]!;
    const cost = anchorCost(this.anchors!, g, b, this.start[g]!, b < 0 ? 0 : this.league.days[this.league.blocks[b]!.day]!);
    this.sum += cost - this.anchored[g]!;
    this.anchored[g] = cost;
  }
}
