import type { Anchor } from '../model/anchor.js';
import { kickUnits } from '../moves/kicks.js';
import { UnitMoves } from '../moves/unit-moves.js';
import { blockRounds, candidateWindow, type Budget } from '../solve/budgets.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import type { PreparedRules } from '../model/rules.js';
import type { Random } from '../../../../lib/local-search/random.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import { handOver, searchWithBlocks } from './block-search.js';
import { polishWithRules } from './polish-with-rules.js';
import { searchIterated } from '../../../../lib/local-search/iterated-search.js';
import { descend } from '../../../../lib/local-search/descent.js';
import { scoreRuleTerms, type RuleWeights, type Scales } from '../score/formula.js';
import { measureRuleTerms, RuleState } from '../score/rule-state.js';
import type { PreparedPlayers } from '../model/players.js';

/** Weight of the search cost's smoothing companions (rule-evaluator.ts): they break the spread's ties. */
export const searchSmoothing = 2;
/**
 * Exchanges priced per pair of teams in the polish: the nearest one often breaks a request or
 * a soft term, the next few rarely all do (the rules benchmark: spread with requests on
 * 120 players / 8 teams 0.0073 with one, 0.0030 with four).
 */
const polishTries = 4;

/**
 * The descent (descent.ts) over the free units (groups move whole, locked units never move):
 * swaps of two units, moves of one, a group's mirror, a single player's pulls (unit-moves.ts).
 */
function descendUnits(pricer: ExchangePricer, random: Random, budget: Budget): void {
  const { rules } = pricer.state;
  const free = rules.units.flatMap((_, u) => (rules.unitLock[u]! < 0 ? [u] : []));
  descend(free, new UnitMoves(pricer, random), random, budget, candidateWindow);
}

/**
 * Iterated local search from `start` (iterated-search.ts): descend over units, polish with
 * exchanges of blocks, keep the answer by the true cost, restart from the best state by the
 * search cost, kick it with swaps of units, until the budget is spent or the rounds are
 * handed over to the block search. With an anchor (rebalance, place_new) the cost adds its
 * price per moved player and the search keeps its move cap and size bounds; `start` must
 * already fit them.
 * `blocks`: evaluations the block search gets on top of what the main search leaves it, the
 * rounds in a row without a better answer after which it stops, and the rounds it runs at
 * most (default from the spread it starts from, budgets.ts).
 */
export function searchWithRules(
  players: PreparedPlayers,
  rules: PreparedRules,
  start: Int32Array,
  objective: { weights: RuleWeights; scales: Scales; anchor?: Anchor },
  random: Random,
  budgetTotal: number,
  blocks: { allowance: number; patience: number; rounds?: number } = { allowance: 0, patience: Infinity },
): Int32Array {
  const budget: Budget = { left: budgetTotal };
  const pricerAt = (assign: Int32Array) => {
    const state = new RuleState(players, rules, assign);
    return new ExchangePricer(state, new ExchangeEvaluator(state, objective.weights, objective.scales, objective.anchor?.smoothing ?? searchSmoothing), objective.anchor);
  };
  const trueCostOf = (p: ExchangePricer) => {
    const cost = scoreRuleTerms(measureRuleTerms(p.state), objective.weights, objective.scales, rules.teamCount);
    cost.minor += p.anchorCost(p.moved);
    return cost;
  };
  const maxStrength = Math.max(2, Math.min(12, Math.floor(players.count / 8)));
  let roundStart = budget.left;
  // The search cost carries smoothing and decides restarts; the answer is the local optimum best by the true cost.
  const answer = searchIterated(start, budget, {
    restore: pricerAt,
    assignOf: (pricer) => pricer.state.assign,
    neighbourhoods: [(pricer, spend) => descendUnits(pricer, random, spend), (pricer, spend) => polishWithRules(pricer, spend, polishTries)],
    answerCost: trueCostOf,
    searchCost: (pricer) => ({ major: pricer.currentMajor, minor: pricer.currentMinor }),
    handOver: (stalled) => {
      const roundCost = roundStart - budget.left;
      roundStart = budget.left;
      return handOver(objective.anchor !== undefined, roundCost, budgetTotal, budget.left, stalled);
    },
    kick: (pricer) => kickUnits(pricer, random, 2 + random.int(maxStrength - 1)),
    charge: () => rules.teamCount,
  });
  if (budget.left <= 0) return answer;
  budget.left += blocks.allowance;
  const startSpread = pricerAt(answer).state.teams.terms().spread;
  const rounds = blocks.rounds ?? blockRounds(rules.teamCount, blocks.patience, startSpread, objective.scales.meanComposite);
  return searchWithBlocks(pricerAt, trueCostOf, answer, random, budget, polishTries, blocks.patience, rounds);
}
