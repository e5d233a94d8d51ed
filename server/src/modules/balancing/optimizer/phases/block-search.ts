import type { ExchangePricer } from '../score/exchange-pricer.js';
import { kickBlocks } from '../moves/kicks.js';
import type { Budget } from '../solve/budgets.js';
import type { Cost } from '../score/formula.js';
import type { Random } from '../../../../lib/local-search/random.js';
import { polishWithRules } from './polish-with-rules.js';
import { searchIterated } from '../../../../lib/local-search/iterated-search.js';

/** Kicks exchange one to this many blocks. */
const maxKick = 3;
/**
 * A round here costs more time per counted evaluation than the main search (a fresh state
 * each round, kicks, pricing): 0.4-0.85 µs against 0.23-0.5 µs, measured on 120 and 400
 * players. Charging the budget 1.75× its count keeps the CPU time of the whole search near
 * what the budget buys in the main search.
 */
const roundOverhead = 0.75;

/**
 * Iterated polish from `start` (iterated-search.ts): kick, polish, keep the state when the
 * true objective improves (else restart from the best), until the budget is spent or
 * `patience` rounds in a row found nothing better, or after `maxRounds` rounds. No descent, so
 * a round costs a fraction of the main search's and many more fit: the main search finds which requests and rules can be
 * kept, this narrows the spread among the assignments that keep them.
 */
export function searchWithBlocks(
  pricerAt: (assign: Int32Array) => ExchangePricer,
  trueCostOf: (pricer: ExchangePricer) => Cost,
  start: Int32Array,
  random: Random,
  budget: Budget,
  polishTries: number,
  patience = Infinity,
  maxRounds = Infinity,
): Int32Array {
  return searchIterated(start, budget, {
    restore: pricerAt,
    assignOf: (pricer) => pricer.state.assign,
    kickFirst: true,
    kick: (pricer) => kickBlocks(pricer, random, 1 + random.int(maxKick)),
    neighbourhoods: [(pricer, spend) => polishWithRules(pricer, spend, polishTries)],
    // The start is the main search's answer: a round must beat it.
    answerCost: trueCostOf,
    scoreStart: true,
    patience,
    maxRounds,
    charge: (spent, pricer) => roundOverhead * spent + pricer.state.rules.teamCount,
  });
}

/** Main rounds in a row without a better answer before the block search takes the rest of the budget. */
const stallRounds = 2;
/** Rounds are scarce when fewer than this many fit in the budget. */
const scarceRounds = 40;

/**
 * Whether the main rule search (rule-search.ts) hands what is left of its budget to the
 * block search. Only where its rounds are scarce (each descent costs a large share of
 * the budget: 120 players / 12 teams fit about 16, 400 / 20 about 2) and either it stalls or
 * another round would not finish; small divisions keep restarting, which is what finds their
 * exact optimum, and a placement or rebalance keeps its own tuned search.
 */
export function handOver(anchored: boolean, roundCost: number, budgetTotal: number, left: number, stalled: number): boolean {
  if (anchored || roundCost * scarceRounds <= budgetTotal) return false;
  return stalled >= stallRounds || left < 2 * roundCost;
}
