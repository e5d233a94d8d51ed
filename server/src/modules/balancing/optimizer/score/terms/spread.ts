import type { Scales } from '../scales.js';

/**
 * The composite spread: max minus min of team totals, in tenths of an average player
 * (fixed weight 10: the first-class term every other weight is read against).
 * Its smoothing companion, the mean absolute deviation of team totals, gives the search a
 * slope where max-minus-min is flat (moves that miss the two extreme teams).
 */
export const spreadWeight = 10;

export const spreadCost = (spread: number, scales: Scales) => (spreadWeight * spread) / scales.meanComposite;

export const deviationCost = (deviation: number, smoothing: number, scales: Scales, teamCount: number) =>
  (spreadWeight * smoothing * deviation) / (teamCount * scales.meanComposite);
