import { constructGreedy, dealRandomly } from '../phases/construct.js';
import { searchIteratively } from '../phases/plain-search.js';
import { compareCosts, measureScales, scoreTerms, type Weights } from '../score/formula.js';
import { affordableRuns, blockAllowance, blockPatience, defaultBudget, ruleBudget, weighedTermCount } from './budgets.js';
import { ParetoArchive } from '../phases/pareto-archive.js';
import { createRandom, type Random } from '../../../../lib/local-search/random.js';
import { hasRules, prepareRules, type PreparedRules } from '../model/rules.js';
import { constructWithRules } from '../phases/construct-with-rules.js';
import { describeRules } from '../report/rule-outcomes.js';
import { searchWithRules } from '../phases/rule-search.js';
import { activeTerms, defaultRequestWeight, tierBalanceInEffect, weightsFromOptions } from './weights.js';
import { TeamState } from '../score/team-state.js';
import { preparePlayers, type PreparedPlayers } from '../model/players.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult } from '../model/types.js';

/** The weight ranges of the spec (section 9); the search samples around them. */
const weightCeilings = { region: 10, availability: 10, height: 50 };
const defaultWeights = { region: 5, availability: 3, height: 10 };

/**
 * Splits players into teams whose sizes differ by at most one, minimising the objective of
 * objective.ts. Deterministic: the same players, options and seed give the same teams.
 *
 * How: a greedy construction, then iterated local search (swaps and moves priced
 * incrementally) under several weight vectors drawn from the seed, never from the requested
 * weights. Every local optimum goes into a Pareto archive over the four terms; the answer is
 * the archive entry with the lowest objective under the requested weights. Since the archive
 * does not depend on the requested weights, for weights w1 < w2 of one term (others equal)
 * the answers x1, x2 satisfy F1(x1) <= F1(x2) and F2(x2) <= F2(x1); adding both gives
 * (w2 - w1)(P(x2) - P(x1)) <= 0, so raising a weight never makes its own term P worse.
 *
 * With rules (groups, locks, apart, gender, tiers, requests) the search moves whole groups
 * and honours the hard rules first (rule-search.ts, rule-objective.ts); it runs under the
 * requested weights only, so the guarantee above is kept for rule-free input alone.
 * Throws BalanceInputError, with a sentence naming the players, when the rules cannot be met.
 */
export function balanceTeams(players: BalancePlayer[], options: BalanceOptions): BalanceResult {
  const { teamCount } = options;
  if (!Number.isInteger(teamCount) || teamCount < 1) throw new BalanceInputError('The number of teams must be a positive whole number.');
  if (players.length < teamCount) {
    throw new BalanceInputError(`There are ${players.length} players, fewer than the ${teamCount} teams requested.`);
  }
  const random = createRandom(options.seed);
  const prepared = preparePlayers(players);
  // Without skills thirds would mean nothing; under a hard region they give way (weights.ts).
  const tierBalance = tierBalanceInEffect(players, options);
  const requestWeight = options.requestWeight ?? defaultRequestWeight;
  const rules = prepareRules(players, teamCount, tierBalance, options.maxPerSchool, options.ruleUnits);
  const finish = (assign: Int32Array) => toResult(players, rules, new TeamState(prepared, teamCount, assign));
  if (hasRules(players, tierBalance, requestWeight, options.maxPerSchool, options.ruleUnits)) return finish(balanceWithRules(players, prepared, rules, options, random));
  if (!options.useComposite) return finish(dealRandomly(players.length, teamCount, random));

  const scales = measureScales(players);
  const mode = options.region?.mode ?? 'soft';
  const active = activeTerms(players, options);
  const termCount = Object.values(active).filter(Boolean).length;
  const total = options.evaluationBudget ?? defaultBudget(players.length, termCount);
  const vectors = searchWeightVectors(active, mode, random, affordableRuns(total, players.length));
  const archive = new ParetoArchive();
  let start = constructGreedy(prepared.composite, teamCount, random);
  for (const weights of vectors) {
    searchIteratively(prepared, teamCount, start, { weights, scales }, random, Math.ceil(total / vectors.length), archive);
    start = pickEntry(archive, weights, scales).assign;
  }
  return finish(pickEntry(archive, weightsFromOptions(players, options), scales).assign.slice());
}

function balanceWithRules(players: BalancePlayer[], prepared: PreparedPlayers, rules: PreparedRules, options: BalanceOptions, random: Random): Int32Array {
  const weights = weightsFromOptions(players, options);
  const start = constructWithRules(players, rules, prepared.composite, random);
  const termCount = weighedTermCount(weights, true);
  const budget = options.evaluationBudget ?? ruleBudget(players.length, termCount);
  const blocks = options.evaluationBudget === undefined
    ? { allowance: blockAllowance(players.length, termCount), patience: options.blockPatience ?? blockPatience(players.length, options.teamCount), rounds: options.blockRounds }
    : undefined;
  return searchWithRules(prepared, rules, start, { weights, scales: measureScales(players) }, random, budget, blocks);
}

function pickEntry(archive: ParetoArchive, weights: Weights, scales: ReturnType<typeof measureScales>) {
  let best = archive.entries[0]!;
  for (const entry of archive.entries) {
    if (compareCosts(scoreTerms(entry.terms, weights, scales), scoreTerms(best.terms, weights, scales)) < 0) best = entry;
  }
  return best;
}

/**
 * The weight vectors the search runs under: spread alone, the spec's defaults, then seeded
 * log-uniform draws from 1/20 to twice each ceiling, so the archive covers strong and weak
 * preferences alike. Only the terms with a column take part.
 */
function searchWeightVectors(
  active: Record<'region' | 'availability' | 'height', boolean>,
  mode: Weights['regionMode'],
  random: Random,
  runs: number,
): Weights[] {
  const names = (['region', 'availability', 'height'] as const).filter((name) => active[name]);
  const regionMode = active.region ? mode : 'soft';
  const zero: Weights = { region: 0, availability: 0, height: 0, regionMode };
  if (names.length === 0) return [zero];
  const defaults = { ...zero };
  for (const name of names) defaults[name] = defaultWeights[name];
  const vectors = [zero, defaults];
  while (vectors.length < Math.min(runs, 2 + 4 * names.length)) {
    const drawn = { ...zero };
    for (const name of names) drawn[name] = weightCeilings[name] * 0.05 * 40 ** random.next();
    vectors.push(drawn);
  }
  return vectors;
}

export function toResult(players: BalancePlayer[], rules: PreparedRules, state: TeamState): BalanceResult {
  const teams: number[][] = Array.from({ length: state.teamCount }, () => []);
  state.assign.forEach((team, player) => teams[team]!.push(player));
  return { teams, terms: state.terms(), rules: describeRules(players, rules, state.assign) };
}
