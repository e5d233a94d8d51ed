import type { Scales, Weights } from '../scales.js';

/** Max minus min of team average heights, as a share of the mean known height. */
export const heightCost = (heightSpread: number, weights: Weights, scales: Scales) => (weights.height * heightSpread) / scales.meanHeight;
