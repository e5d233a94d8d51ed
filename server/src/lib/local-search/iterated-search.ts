import type { Budget } from './budget.js';
import { isBetter, type Cost } from './cost.js';

/**
 * One iterated search, told what to search and how to judge, kick and pay; `S` is the searcher
 * (a state and its evaluator, or a pricer). The balancing optimizer's three searches are
 * configurations of it (rule-free, over units with the rules, over blocks), and so is the
 * schedule optimizer's. Each keeps its own order of random draws, evaluations and budget checks,
 * which is what the golden seeds pin: the steps below run in exactly the order the three loops
 * had, and every hook that draws from the seeded random numbers is the caller's.
 */
export interface IteratedSearch<S> {
  /** A searcher on a copy of an assignment it may change (the first one, and each restart). */
  restore: (assign: Int32Array) => S;
  assignOf: (current: S) => Int32Array;
  /** What a round searches, in order (a descent, a polish): each spends the budget it prices. */
  neighbourhoods: ((current: S, budget: Budget) => void)[];
  /** A random change that leaves a local optimum: before the neighbourhoods, or after the restart. */
  kick: (current: S) => void;
  kickFirst?: boolean;
  /** Every local optimum, before it is judged (the rule-free Pareto archive). */
  record?: (current: S) => void;
  /**
   * The cost the answer is chosen by (the true cost, without smoothing); rounds in a row
   * without a better answer are `stalled`. Without it, the search returns the best start.
   */
  answerCost?: (current: S) => Cost;
  /** The answer's cost is that of the start (the block search refines an answer); else infinite. */
  scoreStart?: boolean;
  /**
   * The cost a restart compares (the search cost, with smoothing): the best state by it is
   * where the next kick starts. Without it, the next kick starts from the answer.
   */
  searchCost?: (current: S) => Cost;
  /** What a round costs on top of its evaluations, given what the neighbourhoods spent. */
  charge: (spent: number, current: S) => number;
  /** Rounds in a row without a better answer after which the search stops. */
  patience?: number;
  /** Rounds after which the search stops, better answers or not. */
  maxRounds?: number;
  /** Checked after the answer is judged: stop here and leave the rest of the budget. */
  handOver?: (stalled: number) => boolean;
}

const unknown = (): Cost => ({ major: Infinity, minor: Infinity });

/**
 * Iterated local search from `start` until the budget is spent (or the patience, the round
 * cap or the hand-over stop it): kick, search the neighbourhoods, record, judge the answer,
 * restart from the best state unless this one is better, and charge the round. Returns the answer.
 */
export function searchIterated<S>(start: Int32Array, budget: Budget, search: IteratedSearch<S>): Int32Array {
  const { neighbourhoods, kick, kickFirst = false, answerCost, searchCost, patience = Infinity, maxRounds = Infinity } = search;
  let current = search.restore(start.slice());
  let best = start.slice();
  let bestCost = unknown();
  let answer = start.slice();
  let bestAnswer = search.scoreStart && answerCost ? answerCost(current) : unknown();
  let stalled = 0;
  for (let round = 0; budget.left > 0 && stalled < patience && round < maxRounds; round++) {
    const before = budget.left;
    if (kickFirst) kick(current);
    for (const improve of neighbourhoods) improve(current, budget);
    search.record?.(current);
    let improved = false;
    if (answerCost) {
      stalled++;
      const cost = answerCost(current);
      if (isBetter(cost, bestAnswer)) {
        answer = search.assignOf(current).slice();
        bestAnswer = cost;
        stalled = 0;
        improved = true;
      }
    }
    if (search.handOver?.(stalled)) break;
    if (searchCost) {
      const cost = searchCost(current);
      if (isBetter(cost, bestCost)) {
        best = search.assignOf(current).slice();
        bestCost = cost;
      } else {
        current = search.restore(best.slice());
      }
    } else if (!improved) {
      current = search.restore(answer.slice());
    }
    if (!kickFirst) kick(current);
    budget.left -= search.charge(before - budget.left, current);
  }
  return searchCost && !answerCost ? best : answer;
}
