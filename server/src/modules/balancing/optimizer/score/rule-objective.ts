import { spreadWeight, type Cost, type Scales, type Weights } from './objective.js';
import type { TermValues } from '../model/types.js';

/**
 * The objective with rules. Lexicographic, like hard region mode:
 *
 *   major = (imbalance + apartWeight · apartViolations) · (n + 1)  +  [hard region] regionPenalty
 *   minor = F of objective.ts  +  w_request · brokenRequests / n
 *
 * The hard-where-feasible rules (gender, tiers, apart) come first, so no spread, region or
 * request gain ever buys a broken rule; the (n + 1) factor keeps them above a hard region
 * penalty, which never exceeds n. All of major is integer, so comparing it is exact.
 * Requests are priced by the share broken, as a league judges them ("12 of 14 honoured"),
 * the way the region term prices the share of players outside their region: at weight 5,
 * breaking every request costs as much as a spread of half an average player, so a request
 * is given up only for a real gain in balance; weight 0 ignores them.
 */
export interface RuleWeights extends Weights {
  requests: number;
}

export interface RuleTerms {
  terms: TermValues;
  imbalance: number;
  apartViolations: number;
  brokenRequests: number;
  requestCount: number;
}

export const requestCost = (weight: number, broken: number, total: number) => (total > 0 ? (weight * broken) / total : 0);

/** One apart violation outweighs moving a single player one step off gender or tier balance (about 2k²). */
export const apartWeight = (teamCount: number) => 4 * teamCount * teamCount;

export function ruleMajor(imbalance: number, apartViolations: number, hardRegionPenalty: number, playerCount: number, teamCount: number): number {
  return (imbalance + apartWeight(teamCount) * apartViolations) * (playerCount + 1) + hardRegionPenalty;
}

export function scoreRuleTerms(values: RuleTerms, weights: RuleWeights, scales: Scales, teamCount: number): Cost {
  const { terms } = values;
  const hard = weights.regionMode === 'hard';
  const minor =
    (spreadWeight * terms.spread) / scales.meanComposite +
    (hard ? 0 : (weights.region * terms.regionPenalty) / scales.players) +
    (weights.availability * terms.availabilityPenalty) / scales.players +
    (weights.height * terms.heightSpread) / scales.meanHeight +
    requestCost(weights.requests, values.brokenRequests, values.requestCount);
  const major = ruleMajor(values.imbalance, values.apartViolations, hard ? terms.regionPenalty : 0, scales.players, teamCount);
  return { major, minor };
}
