import type { OfficialsWeights } from '../model/types.js';

/**
 * The soft terms' weights (decision 0141). A change to a published assignment weighs most, so a
 * rerun or a decline moves as little as it can; then the spread of games per referee (the
 * figure the assignor reads), the squares of games and of fees that give the search a slope
 * where the spread is flat, a new referee without an experienced partner, and last a missed
 * preference. Covering a slot is never traded for any of them (the cost's major part).
 */
export const defaultWeights: OfficialsWeights = {
  changes: 40,
  spread: 6,
  gameCounts: 1,
  fees: 0.5,
  pairing: 3,
  preferences: 1,
};

export function resolveWeights(weights: Partial<OfficialsWeights> | undefined): OfficialsWeights {
  return { ...defaultWeights, ...Object.fromEntries(Object.entries(weights ?? {}).filter(([, value]) => value !== undefined)) };
}
