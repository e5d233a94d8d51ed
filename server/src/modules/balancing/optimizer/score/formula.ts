import type { TermValues } from '../model/types.js';
import type { Scales, Weights } from './scales.js';
import { availabilityCost } from './terms/availability.js';
import { heightCost } from './terms/height.js';
import { overLimitWeight } from './terms/over-limit.js';
import { impurityCost, regionCost, regionMajor } from './terms/region.js';
import { requestCost } from './terms/requests.js';
import { noRuleUnits, priceRuleUnits, type RuleUnitRegistry } from './rule-unit.js';
import { deviationCost, spreadCost } from './terms/spread.js';

import type { Cost } from '../../../../lib/local-search/cost.js';

export { measureScales } from './scales.js';
// The cost's shape and comparison are shared with the schedule optimizer (lib/local-search).
export { compareCosts, isBetter } from '../../../../lib/local-search/cost.js';
export type { Cost } from '../../../../lib/local-search/cost.js';
export type { RuleWeights, Scales, Weights } from './scales.js';

/**
 * The cost, written once (every evaluator, the from-scratch score and the Pareto archive's
 * pick call it; the terms are in terms/, one file each). Lower is better, compared
 * lexicographically: `major` (hard rules) first, then `minor`. With n players, k teams,
 * c̄ the mean composite and h̄ the mean known height:
 *
 *   major = (imbalance + 4k² · (apartViolations + overSchoolLimit)) · (n + 1)  +  [hard region] regionPenalty
 *   minor = 10 · spread / c̄  +  [soft] w_region · regionPenalty / n  +  w_avail · availabilityPenalty / n
 *         + w_height · heightSpread / h̄  +  w_request · brokenRequests / requestCount
 *         + smoothing · (10 · meanDeviation / c̄  +  w_region' · regionImpurity / n)
 *
 * Each minor term is dimensionless: the spread counts tenths of an average player, the
 * grouping penalties are shares of players, the height spread a share of the mean height.
 * The rules of major (gender and tier balance, keep-apart, school limits) come first, so no
 * spread, region or request gain ever buys a broken rule; the (n + 1) factor keeps them above
 * a hard region penalty, which never exceeds n. All of major is integer, so comparing it is exact.
 * Smoothing is 0 for a true cost; the search prices with 2 (see terms/spread.ts, terms/region.ts).
 * The additions below keep this order: the search's ties (and the golden seeds) depend on it.
 */

/** Everything the cost reads beside the four reported terms; all 0 without rules. */
export interface RuleTerms {
  terms: TermValues;
  imbalance: number;
  apartViolations: number;
  /** Players beyond the school limit, summed over teams and schools. */
  overSchoolLimit: number;
  brokenRequests: number;
  requestCount: number;
  /** The registered units (score/rule-unit.ts) and their measures, in registration order. */
  units: { registry: RuleUnitRegistry; values: number[] };
}

export function priceMajor(imbalance: number, apartViolations: number, overSchoolLimit: number, regionPenalty: number, weights: Weights, scales: Scales, teamCount: number): number {
  return (imbalance + overLimitWeight(teamCount) * (apartViolations + overSchoolLimit)) * (scales.players + 1) + regionMajor(regionPenalty, weights);
}

export function priceMinor(
  spread: number,
  deviation: number,
  regionPenalty: number,
  impurity: number,
  availabilityPenalty: number,
  heightSpread: number,
  brokenRequests: number,
  requestCount: number,
  weights: Weights,
  scales: Scales,
  teamCount: number,
  smoothing: number,
): number {
  return (
    spreadCost(spread, scales) +
    deviationCost(deviation, smoothing, scales, teamCount) +
    regionCost(regionPenalty, weights, scales) +
    impurityCost(impurity, smoothing, weights, scales) +
    availabilityCost(availabilityPenalty, weights, scales) +
    heightCost(heightSpread, weights, scales) +
    requestCost(weights.requests ?? 0, brokenRequests, requestCount)
  );
}

/**
 * The minor cost with the registered units' cost (score/rule-unit.ts) appended after every
 * built-in term. priceMinor itself keeps its shape: the rule-free search calls it per priced
 * swap, and with a thirteenth parameter the rule-free rows of the bench ran 9 % slower
 * (docs/benchmarks/balance.md, issue 39).
 */
export function withUnitCost(minor: number, unitCost: number): number {
  return unitCost === 0 ? minor : minor + unitCost;
}

/** The true cost (no smoothing) of measured values. */
export function scoreRuleTerms(values: RuleTerms, weights: Weights, scales: Scales, teamCount: number): Cost {
  const { terms } = values;
  return {
    major: priceMajor(values.imbalance, values.apartViolations, values.overSchoolLimit, terms.regionPenalty, weights, scales, teamCount),
    minor: withUnitCost(
      priceMinor(terms.spread, 0, terms.regionPenalty, 0, terms.availabilityPenalty, terms.heightSpread, values.brokenRequests, values.requestCount, weights, scales, teamCount, 0),
      priceRuleUnits(values.units.registry, values.units.values, scales.players),
    ),
  };
}

/** The true cost of the four reported terms alone (no rules): the rule-free search and the Pareto archive's pick. */
export function scoreTerms(terms: TermValues, weights: Weights, scales: Scales): Cost {
  return scoreRuleTerms({ terms, imbalance: 0, apartViolations: 0, overSchoolLimit: 0, brokenRequests: 0, requestCount: 0, units: { registry: noRuleUnits, values: [] } }, weights, scales, 1);
}

