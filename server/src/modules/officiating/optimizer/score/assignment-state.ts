import type { Problem } from '../model/prepared.js';
import type { OfficialsWeights } from '../model/types.js';
import { costOf, type Cost, type CostTerms } from './cost.js';

/**
 * An assignment (slot -> referee index, -1 for none) and its cost terms, kept up to date one
 * slot at a time: `set` is the only change there is, and setting the old referee back undoes it
 * exactly (every term is a whole number). Hard rules are counted, not refused, so the search
 * can price a move and keep it only when nothing is broken.
 */
export class AssignmentState {
  readonly assign: Int32Array;
  /** Per referee, the slots they hold. */
  readonly slotsOf: number[][];
  /** Per referee, games and fees (cents) in this assignment. */
  readonly games: Int32Array;
  readonly cents: Float64Array;
  readonly terms: CostTerms;
  private readonly dayCount: Int32Array;
  private readonly adults: Int32Array;
  private readonly youths: Int32Array;
  private readonly newcomers: Int32Array;
  private readonly experienced: Int32Array;
  /** Pool referees by their number of games; low and high are its ends (the spread). */
  private readonly histogram: Int32Array;
  private readonly poolSize: number;
  private low = 0;
  private high = 0;

  constructor(
    readonly problem: Problem,
    readonly weights: OfficialsWeights,
  ) {
    const S = problem.slots.length;
    const R = problem.referees.length;
    const G = problem.games.length;
    this.assign = new Int32Array(S).fill(-1);
    this.slotsOf = Array.from({ length: R }, () => []);
    this.games = new Int32Array(R);
    this.cents = new Float64Array(R);
    this.dayCount = new Int32Array(R * problem.days.length);
    this.adults = new Int32Array(G);
    this.youths = new Int32Array(G);
    this.newcomers = new Int32Array(G);
    this.experienced = new Int32Array(G);
    this.histogram = new Int32Array(S + 2);
    this.poolSize = problem.inPool.reduce((n, x) => n + x, 0);
    this.histogram[0] = this.poolSize;
    const changes = problem.published.reduce((n, p) => n + (p >= 0 ? 1 : 0), 0);
    this.terms = { ineligible: 0, clashes: 0, overDay: 0, youthAlone: 0, uncovered: S, changes, spread: 0, gameSquares: 0, feeSquares: 0, preferences: 0, unpaired: 0 };
  }

  /** A state holding `assign` (built slot by slot, so its terms are the incremental ones). */
  static of(problem: Problem, weights: OfficialsWeights, assign: Int32Array): AssignmentState {
    const state = new AssignmentState(problem, weights);
    assign.forEach((referee, slot) => referee >= 0 && state.set(slot, referee));
    return state;
  }

  cost(): Cost {
    return costOf(this.terms, this.weights, this.problem.slots.length, this.problem.centsUnit);
  }

  /** Broken hard rules (0 in every state the search keeps). */
  get broken(): number {
    const t = this.terms;
    return t.ineligible + t.clashes + t.overDay + t.youthAlone;
  }

  dayGames(referee: number, day: number): number {
    return this.dayCount[referee * this.problem.days.length + day]!;
  }

  /** Gives the slot to `referee` (-1: to nobody). */
  set(slot: number, referee: number): void {
    if (this.assign[slot] === referee) return;
    this.remove(slot);
    if (referee >= 0) this.add(slot, referee);
  }

  private add(slot: number, r: number): void {
    const { problem, terms } = this;
    const R = problem.referees.length;
    const g = problem.slots[slot]!.game;
    terms.uncovered--;
    terms.ineligible += 1 - problem.eligible[slot * R + r]!;
    for (const other of this.slotsOf[r]!) if (problem.clash(g, problem.slots[other]!.game)) terms.clashes++;
    this.slotsOf[r]!.push(slot);
    this.shiftDay(r, problem.games[g]!.day, 1);
    this.shiftGame(g, r, 1);
    this.shiftLoad(r, problem.slots[slot]!.cents, 1);
    terms.preferences += problem.preference[slot * R + r]!;
    if (problem.published[slot] === r) terms.changes--;
    this.assign[slot] = r;
  }

  private remove(slot: number): void {
    const r = this.assign[slot]!;
    if (r < 0) return;
    const { problem, terms } = this;
    const R = problem.referees.length;
    const g = problem.slots[slot]!.game;
    this.assign[slot] = -1;
    terms.uncovered++;
    terms.ineligible -= 1 - problem.eligible[slot * R + r]!;
    const held = this.slotsOf[r]!;
    held.splice(held.indexOf(slot), 1);
    for (const other of held) if (problem.clash(g, problem.slots[other]!.game)) terms.clashes--;
    this.shiftDay(r, problem.games[g]!.day, -1);
    this.shiftGame(g, r, -1);
    this.shiftLoad(r, problem.slots[slot]!.cents, -1);
    terms.preferences -= problem.preference[slot * R + r]!;
    if (problem.published[slot] === r) terms.changes++;
  }

  private shiftDay(r: number, day: number, by: 1 | -1): void {
    const at = r * this.problem.days.length + day;
    const max = this.problem.referees[r]!.maxPerDay;
    const before = Math.max(0, this.dayCount[at]! - max);
    this.dayCount[at]! += by;
    this.terms.overDay += Math.max(0, this.dayCount[at]! - max) - before;
  }

  private youthAloneOn(g: number): number {
    return this.youths[g]! > 0 && this.adults[g] === 0 ? this.youths[g]! : 0;
  }

  private unpairedOn(g: number): number {
    return this.problem.games[g]!.slots.length >= 2 && this.experienced[g] === 0 ? this.newcomers[g]! : 0;
  }

  private shiftGame(g: number, r: number, by: 1 | -1): void {
    const youthBefore = this.youthAloneOn(g);
    const unpairedBefore = this.unpairedOn(g);
    const referee = this.problem.referees[r]!;
    if (referee.youthByDay[this.problem.games[g]!.day]) this.youths[g]! += by;
    else this.adults[g]! += by;
    if (referee.isNew) this.newcomers[g]! += by;
    else this.experienced[g]! += by;
    this.terms.youthAlone += this.youthAloneOn(g) - youthBefore;
    this.terms.unpaired += this.unpairedOn(g) - unpairedBefore;
  }

  private shiftLoad(r: number, cents: number, by: 1 | -1): void {
    const { terms } = this;
    const games = this.games[r]!;
    const fees = this.cents[r]!;
    this.games[r] = games + by;
    this.cents[r] = fees + by * cents;
    terms.gameSquares += (games + by) * (games + by) - games * games;
    terms.feeSquares += this.cents[r]! * this.cents[r]! - fees * fees;
    if (this.problem.inPool[r]) this.moveInHistogram(games, games + by);
  }

  private moveInHistogram(from: number, to: number): void {
    const h = this.histogram;
    h[from]!--;
    h[to]!++;
    if (to > this.high) this.high = to;
    if (to < this.low) this.low = to;
    if (h[from] === 0) {
      if (from === this.low && to > from) this.low = to;
      if (from === this.high && to < from) this.high = to;
    }
    this.terms.spread = this.poolSize > 0 ? this.high - this.low : 0;
  }
}
