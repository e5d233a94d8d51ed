import type { RuleUnit } from '../rule-unit.js';
import type { Scales, Weights } from '../scales.js';
import { extreme } from '../extremes.js';

/** Max minus min of team average heights, as a share of the mean known height. */
export const heightCost = (heightSpread: number, weights: Weights, scales: Scales) => (weights.height * heightSpread) / scales.meanHeight;

/**
 * The height spread as one unit (decision 0198): its sums per team, the spread now and after a
 * move between two teams (the other teams' extremes from the three highest and lowest
 * averages, read again by refresh() after each applied move), for both evaluators.
 * Built in: its cost keeps its place in formula.ts (the golden seeds depend on the order).
 */
export class HeightUnit implements RuleUnit {
  readonly sum: Float64Array;
  readonly count: Int32Array;
  /** Team averages as of the last refresh (NaN: no known height). */
  readonly avg: Float64Array;
  private top: number[] = [];
  private bottom: number[] = [];
  /** Team a's change of summed known heights and of their count in the move being priced. */
  private gathered = 0;
  private gatheredCount = 0;

  constructor(
    private readonly height: Float64Array,
    private readonly teamCount: number,
  ) {
    this.sum = new Float64Array(teamCount);
    this.count = new Int32Array(teamCount);
    this.avg = new Float64Array(teamCount);
  }

  shift(i: number, t: number, sign: number): void {
    const h = this.height[i]!;
    if (h !== h) return;
    this.sum[t] = this.sum[t]! + sign * h;
    this.count[t] = this.count[t]! + sign;
  }

  refresh(): void {
    const avg = this.avg;
    const known: number[] = [];
    for (let t = 0; t < this.teamCount; t++) {
      avg[t] = this.count[t]! > 0 ? this.sum[t]! / this.count[t]! : Number.NaN;
      if (this.count[t]! > 0) known.push(t);
    }
    const byHeight = known.sort((x, y) => avg[y]! - avg[x]!);
    this.top = byHeight.slice(0, 3);
    this.bottom = byHeight.slice(-3).reverse();
  }

  value(): number {
    let high = -Infinity;
    let low = Infinity;
    for (let t = 0; t < this.teamCount; t++) {
      if (this.count[t]! === 0) continue;
      const avg = this.sum[t]! / this.count[t]!;
      high = Math.max(high, avg);
      low = Math.min(low, avg);
    }
    return high >= low ? high - low : 0;
  }

  /** Team t's average height, or null when no player's height is known. */
  average(t: number): number | null {
    return this.count[t]! > 0 ? this.sum[t]! / this.count[t]! : null;
  }

  gather(i: number, sign: number): void {
    const h = this.height[i]!;
    if (h !== h) return;
    this.gathered += sign * h;
    this.gatheredCount += sign;
  }

  valueAfter(a: number, b: number): number {
    return this.spreadAfter(a, b, this.gathered, this.gatheredCount);
  }

  /**
   * The swap evaluator's case of gather() and valueAfter(): i leaves a for b, j (-1: none)
   * leaves b for a, read from the two heights without writing a change first (this runs per
   * priced swap; NaN is unknown and counts for nothing).
   */
  valueAfterSwap(a: number, b: number, i: number, j: number): number {
    const hi = this.height[i]!;
    const hj = j >= 0 ? this.height[j]! : Number.NaN;
    const iKnown = hi === hi;
    const jKnown = hj === hj;
    return this.spreadAfter(a, b, (jKnown ? hj : 0) - (iKnown ? hi : 0), (jKnown ? 1 : 0) - (iKnown ? 1 : 0));
  }

  /** The spread when team a gains `height` summed over `count` known heights and team b loses them. */
  private spreadAfter(a: number, b: number, height: number, count: number): number {
    let high = extreme(this.top, a, b, this.avg, -Infinity);
    let low = extreme(this.bottom, a, b, this.avg, Infinity);
    for (let side = 0; side < 2; side++) {
      const t = side === 0 ? a : b;
      const sign = side === 0 ? 1 : -1;
      const known = this.count[t]! + sign * count;
      if (known <= 0) continue;
      const avg = (this.sum[t]! + sign * height) / known;
      if (avg > high) high = avg;
      if (avg < low) low = avg;
    }
    return high >= low ? high - low : 0;
  }

  clear(): void {
    this.gathered = 0;
    this.gatheredCount = 0;
  }
}
