import { changeInMoves, countMoves, type Anchor } from '../model/anchor.js';
import { isEvenSize, sizeLimits, type SizeLimits } from '../model/team-sizes.js';
import type { ExchangeEvaluator } from './exchange-evaluator.js';
import type { RuleState } from './rule-state.js';
import type { CandidatePricer, UnitExchange } from './candidate-pricer.js';

/**
 * What the rule search asks of an exchange: may the teams' sizes take it, and what does it
 * cost. Without an anchor that is ExchangeEvaluator alone (sizes within one of each other); with
 * one (rebalance, place_new) each placed player off their team adds `movePrice`, the move cap
 * is never passed, and sizes stay within the anchor's per-team bounds.
 */
export class ExchangePricer implements CandidatePricer<UnitExchange> {
  /** The candidate's cost after a successful price(). */
  major = 0;
  minor = 0;
  moved: number;
  private readonly sizes: SizeLimits;

  constructor(
    readonly state: RuleState,
    readonly evaluator: ExchangeEvaluator,
    private readonly anchor: Anchor | undefined,
  ) {
    this.moved = anchor ? countMoves(anchor, state.assign) : 0;
    this.sizes = sizeLimits(state.players.count, state.rules.teamCount);
  }

  get anchored(): boolean {
    return this.anchor !== undefined;
  }

  get currentMajor(): number {
    return this.evaluator.currentMajor;
  }

  get currentMinor(): number {
    return this.evaluator.currentMinor + this.anchorCost(this.moved);
  }

  anchorCost(moved: number): number {
    return this.anchor ? moved * this.anchor.movePrice : 0;
  }

  /** The team player i is on now in the anchor's roster (-1: none). */
  homeOf(i: number): number {
    return this.anchor ? this.anchor.home[i]! : -1;
  }

  /** May team t gain `change` players (negative: lose)? */
  fits(t: number, change: number): boolean {
    const size = this.state.teams.size[t]! + change;
    return this.anchor ? size >= this.anchor.low[t]! && size <= this.anchor.high[t]! : isEvenSize(size, this.sizes);
  }

  /** True when the exchange beats the current state; its cost is then in major and minor. */
  price(a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): boolean {
    const ev = this.evaluator;
    if (!this.anchor) {
      if (!ev.evaluate(a, b, out, outLength, into, intoLength)) return false;
      [this.major, this.minor] = [ev.candidateMajor, ev.candidateMinor];
      return true;
    }
    const delta = changeInMoves(this.anchor, this.state.rules, a, b, out, outLength, into, intoLength);
    if (delta > 0 && this.moved + delta > this.anchor.maxMoves) return false;
    // evaluate() leaves the candidate unpriced when a hard rule gets worse.
    ev.candidateMajor = Number.NaN;
    ev.evaluate(a, b, out, outLength, into, intoLength);
    if (Number.isNaN(ev.candidateMajor)) return false;
    this.major = ev.candidateMajor;
    this.minor = ev.candidateMinor + this.anchorCost(this.moved + delta);
    if (this.major !== this.currentMajor) return this.major < this.currentMajor;
    const now = this.currentMinor;
    return this.minor < now - 1e-12 * Math.max(1, Math.abs(now));
  }

  priceCandidate(e: UnitExchange): boolean {
    return this.price(e.a, e.b, e.out, e.out.length, e.into, e.into.length);
  }

  applyCandidate(e: UnitExchange): void {
    this.apply(e.a, e.b, e.out, e.into);
  }

  /** Within the move cap (random perturbation asks before it swaps)? */
  withinCap(a: number, b: number, out: ArrayLike<number>, outLength: number, into: ArrayLike<number>, intoLength: number): boolean {
    if (!this.anchor) return true;
    const delta = changeInMoves(this.anchor, this.state.rules, a, b, out, outLength, into, intoLength);
    return delta <= 0 || this.moved + delta <= this.anchor.maxMoves;
  }

  apply(a: number, b: number, out: number[], into: number[]): void {
    if (this.anchor) this.moved += changeInMoves(this.anchor, this.state.rules, a, b, out, out.length, into, into.length);
    this.state.exchange(a, b, out, out.length, into, into.length);
    this.evaluator.refresh();
  }
}
