import type { Anchor } from '../model/anchor.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import type { PreparedRules } from '../model/rules.js';
import { polishWithRules } from './polish-with-rules.js';
import { searchSmoothing } from './rule-search.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import type { RuleWeights, Scales } from '../score/formula.js';
import { RuleState } from '../score/rule-state.js';
import type { PreparedPlayers } from '../model/players.js';

/** Exchanges priced per pair of teams: the nearest few are enough, further ones rarely beat them. */
const tries = 6;

/**
 * Where a placement may move placed players, every move should buy the most balance: the
 * strongest and the weakest team exchange one placed player each, chosen so their totals meet
 * halfway, then the next most extreme pair, until the cap is reached or nothing improves. A
 * team of a hundred offers thousands of such exchanges, so each one closes nearly all of its
 * pair's gap; the late players alone, five per team, cannot (decision 0026). The search's own
 * descent spends moves on whatever improves first, and is run after this, not instead of it.
 * Priced with the search's smoothing: composites have four decimals, so two teams often tie
 * for strongest, and an exchange that evens one of them leaves the spread as it was; without
 * the mean deviation beside the spread the pass would stop there.
 */
export function spendMovesOnBalance(
  players: PreparedPlayers,
  rules: PreparedRules,
  start: Int32Array,
  objective: { weights: RuleWeights; scales: Scales; anchor: Anchor },
  budgetTotal: number,
): Int32Array {
  const state = new RuleState(players, rules, start.slice());
  const pricer = new ExchangePricer(state, new ExchangeEvaluator(state, objective.weights, objective.scales, searchSmoothing), objective.anchor);
  polishWithRules(pricer, { left: budgetTotal }, tries);
  return state.assign.slice();
}
