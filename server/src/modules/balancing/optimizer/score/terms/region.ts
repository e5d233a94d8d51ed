import type { Scales, Weights } from '../scales.js';

/**
 * Players outside their team's most common region, as a share of all players. In hard mode
 * the count is a major cost (compared before everything soft) and drops out of the minor one.
 * Its smoothing companion, region impurity (known − Σ count² / known per team), slopes the
 * moves that leave the primary-region count flat; in hard mode it weighs 1.
 */
export const regionMajor = (penalty: number, weights: Weights) => (weights.regionMode === 'hard' ? penalty : 0);

export const regionCost = (penalty: number, weights: Weights, scales: Scales) => (weights.regionMode === 'hard' ? 0 : (weights.region * penalty) / scales.players);

export const impurityCost = (impurity: number, smoothing: number, weights: Weights, scales: Scales) =>
  ((weights.regionMode === 'hard' ? 1 : weights.region) * smoothing * impurity) / scales.players;
