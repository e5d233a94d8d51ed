import type { Scales, Weights } from '../scales.js';

/** Players who conflict with their team's best practice day (Mon-Fri), as a share of all players. */
export const availabilityCost = (penalty: number, weights: Weights, scales: Scales) => (weights.availability * penalty) / scales.players;
