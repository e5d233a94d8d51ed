import type { BalancePlayer, RegionMode } from '../model/types.js';

// What the formula (formula.ts) is weighed and scaled by.

export interface Weights {
  region: number;
  availability: number;
  height: number;
  regionMode: RegionMode;
  /** Broken teammate requests; absent (0) in the rule-free search. */
  requests?: number;
}

/** The weights of a search with rules: requests always weighed. */
export type RuleWeights = Weights & { requests: number };

export interface Scales {
  players: number;
  meanComposite: number;
  meanHeight: number;
}

export function measureScales(players: BalancePlayer[]): Scales {
  const heights = players.flatMap((p) => (p.heightCm === null ? [] : [p.heightCm]));
  const meanComposite = players.reduce((sum, p) => sum + p.composite, 0) / Math.max(players.length, 1);
  const meanHeight = heights.reduce((sum, h) => sum + h, 0) / Math.max(heights.length, 1);
  // Floors keep an all-zero division from dividing by zero without changing any ordering.
  return { players: Math.max(players.length, 1), meanComposite: Math.max(meanComposite, 0.01), meanHeight: Math.max(meanHeight, 1) };
}
