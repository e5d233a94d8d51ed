import type { BalancePlayer, RegionMode, TermValues } from '../model/types.js';

/**
 * The objective, lower is better. With n players, c̄ the mean player composite and h̄ the
 * mean known height:
 *
 *   F = 10 · spread / c̄  +  w_region · regionPenalty / n  +  w_avail · availabilityPenalty / n
 *                        +  w_height · heightSpread / h̄
 *
 * Each term is dimensionless: the spread counts tenths of an "average player" of difference
 * between the strongest and weakest team, the two grouping penalties are the share of players
 * affected, and the height spread is a share of the mean height. The composite spread has a
 * fixed weight and is first-class: at the default weights, sending one player of a
 * 24-player division out of their region costs as much as 0.1 composite points of spread. In `hard` region mode the region penalty is compared first
 * (lexicographically) and drops out of F. Terms whose column was not given weigh 0.
 */
export interface Weights {
  region: number;
  availability: number;
  height: number;
  regionMode: RegionMode;
}

export interface Scales {
  players: number;
  meanComposite: number;
  meanHeight: number;
}

/** A cost compared lexicographically: `major` (hard region penalty) first, then `minor`. */
export interface Cost {
  major: number;
  minor: number;
}

const tolerance = 1e-9;
export const spreadWeight = 10;

export function measureScales(players: BalancePlayer[]): Scales {
  const heights = players.flatMap((p) => (p.heightCm === null ? [] : [p.heightCm]));
  const meanComposite = players.reduce((sum, p) => sum + p.composite, 0) / Math.max(players.length, 1);
  const meanHeight = heights.reduce((sum, h) => sum + h, 0) / Math.max(heights.length, 1);
  // Floors keep an all-zero division from dividing by zero without changing any ordering.
  return { players: Math.max(players.length, 1), meanComposite: Math.max(meanComposite, 0.01), meanHeight: Math.max(meanHeight, 1) };
}

export function scoreTerms(terms: TermValues, weights: Weights, scales: Scales): Cost {
  const hard = weights.regionMode === 'hard';
  const minor =
    (spreadWeight * terms.spread) / scales.meanComposite +
    (hard ? 0 : (weights.region * terms.regionPenalty) / scales.players) +
    (weights.availability * terms.availabilityPenalty) / scales.players +
    (weights.height * terms.heightSpread) / scales.meanHeight;
  return { major: hard ? terms.regionPenalty : 0, minor };
}

/** Negative when `a` is better than `b`; equal within a relative tolerance counts as a tie. */
export function compareCosts(a: Cost, b: Cost): number {
  if (a.major !== b.major) return a.major - b.major;
  const scale = Math.max(1, Math.abs(a.minor), Math.abs(b.minor));
  return Math.abs(a.minor - b.minor) <= tolerance * scale ? 0 : a.minor - b.minor;
}

export function isBetter(a: Cost, b: Cost): boolean {
  return compareCosts(a, b) < 0;
}
