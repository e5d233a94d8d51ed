import { describe, expect, it } from 'vitest';
import { addRules } from '../../../../../bench/balance/rule-division.js';
import { generateDivision } from '../../../../../bench/balance/synthetic-division.js';
import { blockPatience } from '../solve/budgets.js';
import { searchWithBlocks } from '../phases/block-search.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import { compareCosts, measureScales } from '../score/formula.js';
import { prepareRules } from '../model/rules.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { constructWithRules } from '../phases/construct-with-rules.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import { scoreRuleTerms } from '../score/formula.js';
import { searchSmoothing } from '../phases/rule-search.js';
import { measureRuleTerms, RuleState } from '../score/rule-state.js';
import { weightsFromOptions } from '../solve/weights.js';
import { preparePlayers } from '../model/players.js';

/** The block search on the benchmark's 120 players / 8 teams with every rule, from the rule construction. */
function runBlockSearch(patience: number) {
  const seed = 3128;
  const players = addRules(generateDivision({ players: 120, skills: 5, extras: false, seed }), 8, seed);
  const options = { teamCount: 8, seed, useComposite: true, tierBalance: true };
  const rules = prepareRules(players, 8, true);
  const prepared = preparePlayers(players);
  const weights = weightsFromOptions(players, options);
  const scales = measureScales(players);
  const pricerAt = (assign: Int32Array) => {
    const state = new RuleState(prepared, rules, assign);
    return new ExchangePricer(state, new ExchangeEvaluator(state, weights, scales, searchSmoothing), undefined);
  };
  const trueCostOf = (pricer: ExchangePricer) => scoreRuleTerms(measureRuleTerms(pricer.state), weights, scales, 8);
  const start = constructWithRules(players, rules, prepared.composite, createRandom(seed));
  const budget = { left: 400_000 };
  const answer = searchWithBlocks(pricerAt, trueCostOf, start, createRandom(seed), budget, 4, patience);
  return { left: budget.left, cost: trueCostOf(pricerAt(answer)), start: trueCostOf(pricerAt(start)) };
}

describe('the block search stops when it stalls', () => {
  it('after `patience` rounds in a row without a better answer it stops, leaves the rest of its budget, and keeps the best answer it found', () => {
    const stalled = runBlockSearch(3);
    const whole = runBlockSearch(Infinity);

    expect(stalled.left).toBeGreaterThan(0);
    expect(whole.left).toBeLessThanOrEqual(0);
    expect(compareCosts(stalled.cost, stalled.start)).toBeLessThanOrEqual(0);
    expect(compareCosts(whole.cost, stalled.cost)).toBeLessThanOrEqual(0);
  });

  it('teams of up to 12 players keep the whole allowance; larger teams stop after 30 rounds without a better answer', () => {
    expect(blockPatience(120, 12)).toBe(Infinity);
    expect(blockPatience(24, 4)).toBe(Infinity);
    expect(blockPatience(120, 8)).toBe(30);
    expect(blockPatience(400, 20)).toBe(30);
  });
});
