import { measureScales, type Cost } from './objective.js';
import { prepareRules } from '../model/rules.js';
import { scoreRuleTerms, type RuleTerms, type RuleWeights } from './rule-objective.js';
import { measureRuleTerms, RuleState } from './rule-state.js';
import { preparePlayers } from './team-state.js';
import type { BalanceOptions, BalancePlayer } from '../model/types.js';

export const defaultRequestWeight = 5;

/** The weights balanceTeams optimises for these options; terms without a column weigh 0. */
export function weightsFromOptions(players: BalancePlayer[], options: BalanceOptions): RuleWeights {
  const regions = players.some((p) => p.region !== null);
  const heights = players.some((p) => p.heightCm !== null);
  const region = !!options.region && regions;
  return {
    region: region ? options.region!.weight : 0,
    availability: options.availability ? options.availability.weight : 0,
    height: options.height && heights ? options.height.weight : 0,
    regionMode: region ? options.region!.mode : 'soft',
    requests: options.requestWeight ?? defaultRequestWeight,
  };
}

export interface AssignmentScore extends RuleTerms {
  /** Compare with `compareCosts` (objective.ts): lower is better, `major` (hard rules) first. */
  cost: Cost;
}

/**
 * The whole objective of an assignment, as balanceTeams weighs it (rule-objective.ts): for
 * ranking trade candidates by more than the average. `teams` lists player indices per team.
 */
export function scoreAssignment(players: BalancePlayer[], teams: number[][], options: BalanceOptions): AssignmentScore {
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  return createAssignmentScorer(players, options)(assign);
}

/** The same score for many assignments of one list (exhaustive checks, candidate ranking). */
export function createAssignmentScorer(players: BalancePlayer[], options: BalanceOptions): (assign: Int32Array) => AssignmentScore {
  const weights = weightsFromOptions(players, options);
  const rules = prepareRules(players, options.teamCount, options.tierBalance ?? false);
  const prepared = preparePlayers(players);
  const scales = measureScales(players);
  return (assign) => {
    const values = measureRuleTerms(new RuleState(prepared, rules, assign.slice()));
    return { ...values, cost: scoreRuleTerms(values, weights, scales, options.teamCount) };
  };
}
