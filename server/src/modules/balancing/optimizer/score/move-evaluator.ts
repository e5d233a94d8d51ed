import { priceMajor, priceMinor, type Scales, type Weights } from './formula.js';
import { addRegionChange, availabilityAfterSwap, setRegionMove } from './team-after-move.js';
import { extreme } from './extremes.js';
import type { TeamState } from './team-state.js';
import type { CandidatePricer, PlayerMove } from './candidate-pricer.js';

/**
 * Prices a swap (or a move) from the two teams it touches, in O(regions + days): the other
 * teams' extremes come from the three highest and lowest teams kept after each applied move.
 *
 * The search cost is the objective of objective.ts plus `smoothing` times two companions:
 * the mean absolute deviation of team totals (max-minus-min is flat for every move that misses
 * the two extreme teams) and the teams' region impurity (the primary-region count is flat for
 * most single moves). Both give those moves a slope towards the true goal.
 * The rule-free search's fast pricer, behind the descent's interface (candidate-pricer.ts).
 */
export class MoveEvaluator implements CandidatePricer<PlayerMove> {
  currentMajor = 0;
  currentMinor = 0;
  candidateMajor = 0;
  candidateMinor = 0;
  private topTotals: number[] = [];
  private bottomTotals: number[] = [];
  private meanTotal = 0;
  private deviation = 0;
  private regionTotal = 0;
  private impurity = 0;
  private readonly regionAfter = { penalty: 0, impurity: 0 };
  private readonly regionTotals = { penalty: 0, impurity: 0 };
  /** Team a's change of region counts and of conflicts per day in the swap being priced. */
  private readonly regionChange: Int32Array;
  private availabilityTotal = 0;
  private readonly hard: boolean;
  private readonly useRegion: boolean;

  constructor(
    private readonly state: TeamState,
    private readonly weights: Weights,
    private readonly scales: Scales,
    private readonly smoothing: number,
  ) {
    this.regionChange = new Int32Array(Math.max(state.players.regionCount, 1));
    this.hard = weights.regionMode === 'hard';
    this.useRegion = state.players.regionCount > 0 && (this.hard || weights.region > 0);
    let sum = 0;
    for (let t = 0; t < state.teamCount; t++) sum += state.total[t]!;
    this.meanTotal = sum / state.teamCount;
    this.refresh();
  }

  /** Call after every applied move. */
  refresh(): void {
    const s = this.state;
    const teams = Array.from({ length: s.teamCount }, (_, t) => t);
    this.deviation = 0;
    this.regionTotal = 0;
    this.impurity = 0;
    this.availabilityTotal = 0;
    for (const t of teams) {
      this.impurity += s.regionImpurity[t]!;
      this.deviation += Math.abs(s.total[t]! - this.meanTotal);
      this.regionTotal += s.regionPenalty[t]!;
      this.availabilityTotal += s.availabilityPenalty[t]!;
    }
    s.height.refresh();
    const byTotal = [...teams].sort((x, y) => s.total[y]! - s.total[x]!);
    this.topTotals = byTotal.slice(0, 3);
    this.bottomTotals = byTotal.slice(-3).reverse();
    const top = s.total[byTotal[0]!]!;
    const bottom = s.total[byTotal[byTotal.length - 1]!]!;
    this.price(top - bottom, this.deviation, this.regionTotal, this.impurity, this.availabilityTotal, s.height.value());
    this.currentMajor = this.candidateMajor;
    this.currentMinor = this.candidateMinor;
  }

  /** Prices swapping players i and j (j = -1: moving i to `team`); true when it beats the current state. */
  evaluate(i: number, j: number, team: number): boolean {
    const s = this.state;
    const p = s.players;
    const a = s.assign[i]!;
    const b = team;
    const ci = p.composite[i]!;
    const cj = j >= 0 ? p.composite[j]! : 0;
    const ta = s.total[a]! - ci + cj;
    const tb = s.total[b]! - cj + ci;
    const high = Math.max(extreme(this.topTotals, a, b, s.total, -Infinity), ta, tb);
    const low = Math.min(extreme(this.bottomTotals, a, b, s.total, Infinity), ta, tb);
    const m = this.meanTotal;
    const deviation = this.deviation - Math.abs(s.total[a]! - m) - Math.abs(s.total[b]! - m) + Math.abs(ta - m) + Math.abs(tb - m);

    let regionTotal = this.regionTotal;
    let impurity = this.impurity;
    const ri = p.region[i]!;
    const rj = j >= 0 ? p.region[j]! : -1;
    if (this.useRegion && ri !== rj) {
      const totals = this.regionTotals;
      [totals.penalty, totals.impurity] = [regionTotal, impurity];
      setRegionMove(this.regionChange, ri, rj, 1);
      addRegionChange(s, a, b, this.regionChange, totals, this.regionAfter);
      setRegionMove(this.regionChange, ri, rj, -1);
      [regionTotal, impurity] = [totals.penalty, totals.impurity];
    }
    let availabilityTotal = this.availabilityTotal;
    const mi = p.conflicts[i]!;
    const mj = j >= 0 ? p.conflicts[j]! : 0;
    if (this.weights.availability > 0 && mi !== mj) {
      // Team a gains j's conflicts and loses i's; team b the reverse.
      availabilityTotal += availabilityAfterSwap(s, a, mj, mi) - s.availabilityPenalty[a]! + availabilityAfterSwap(s, b, mi, mj) - s.availabilityPenalty[b]!;
    }
    let heightSpread = 0;
    // Team a loses i and gains j (the height unit's change for a swap, score/terms/height.ts).
    if (this.weights.height > 0) heightSpread = s.height.valueAfterSwap(a, b, i, j);

    this.price(high - low, deviation, regionTotal, impurity, availabilityTotal, heightSpread);
    if (this.candidateMajor !== this.currentMajor) return this.candidateMajor < this.currentMajor;
    return this.candidateMinor < this.currentMinor - 1e-12 * Math.max(1, Math.abs(this.currentMinor));
  }

  get major(): number {
    return this.candidateMajor;
  }

  get minor(): number {
    return this.candidateMinor;
  }

  priceCandidate(move: PlayerMove): boolean {
    return this.evaluate(move.i, move.j, move.team);
  }

  applyCandidate(move: PlayerMove): void {
    if (move.j >= 0) this.state.swap(move.i, move.j);
    else this.state.moveTo(move.i, move.team);
    this.refresh();
  }

  private price(spread: number, deviation: number, region: number, impurity: number, availability: number, heightSpread: number): void {
    const { weights, scales, smoothing } = this;
    const k = this.state.teamCount;
    this.candidateMajor = priceMajor(0, 0, 0, region, weights, scales, k);
    this.candidateMinor = priceMinor(spread, deviation, region, impurity, availability, heightSpread, 0, 0, weights, scales, k, smoothing);
  }
}
