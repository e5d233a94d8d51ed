import { preparePlayers } from '../model/players.js';
import { prepareRules } from '../model/rules.js';
import type { BalanceOptions, BalancePlayer } from '../model/types.js';
import { weightsFromOptions } from '../solve/weights.js';
import { measureScales, scoreRuleTerms, type Cost, type RuleTerms } from './formula.js';
import { measureRuleTerms, RuleState } from './rule-state.js';

export interface AssignmentScore extends RuleTerms {
  /** Compare with `compareCosts` (formula.ts): lower is better, `major` (hard rules) first. */
  cost: Cost;
}

/**
 * The whole objective of an assignment, as balanceTeams weighs it (formula.ts): for
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
  const rules = prepareRules(players, options.teamCount, options.tierBalance ?? false, options.maxPerSchool, options.ruleUnits);
  const prepared = preparePlayers(players);
  const scales = measureScales(players);
  return (assign) => {
    const values = measureRuleTerms(new RuleState(prepared, rules, assign.slice()));
    return { ...values, cost: scoreRuleTerms(values, weights, scales, options.teamCount) };
  };
}
