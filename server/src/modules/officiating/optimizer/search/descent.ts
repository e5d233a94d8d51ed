import { shuffleInPlace, type Random } from '../../../../lib/local-search/random.js';
import type { Problem } from '../model/prepared.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { isBetter, type Cost } from '../score/cost.js';
import type { Budget } from './budgets.js';
import { coverByChain, chainDepth } from './augment.js';
import { applyMove, priceMove, type Move } from './price-move.js';
import { offerChains, offerGives, offerSwaps } from './slot-moves.js';

/** Per day, its slots: the swap partners of each. */
export function slotsByDay(problem: Problem): Int32Array[] {
  const byDay: number[][] = problem.days.map(() => []);
  for (const slot of problem.slots) byDay[problem.games[slot.game]!.day]!.push(slot.index);
  return byDay.map((list) => Int32Array.from(list));
}

/**
 * Best-improvement descent over the slots (as the balancing optimizer's descent does over
 * players): passes in a new random order; per slot, every give, a window of swaps and, for an
 * open slot, the two-step chains; the best move by uncovered slots then soft cost is made. An
 * open slot no move covers gets a longer chain (search/augment.ts). Stops when a pass improves
 * nothing or the budget is spent. Moves that break a rule are never made.
 */
export function descend(state: AssignmentState, daySlots: Int32Array[], random: Random, budget: Budget): void {
  const { problem } = state;
  const order = problem.slots.map((s) => s.index);
  let improved = true;
  while (improved && budget.left > 0) {
    improved = false;
    shuffleInPlace(order, random);
    for (const slot of order) {
      if (budget.left <= 0) return;
      let best: Move | null = null;
      let bestCost: Cost = state.cost();
      const offer = (move: Move) => {
        budget.left--;
        const cost = priceMove(state, move);
        if (cost && isBetter(cost, bestCost)) {
          best = move;
          bestCost = cost;
        }
      };
      offerGives(problem, state, slot, offer);
      offerSwaps(problem, state, slot, daySlots[problem.games[problem.slots[slot]!.game]!.day]!, random, offer);
      offerChains(problem, state, slot, offer);
      if (best) {
        applyMove(state, best);
        improved = true;
      } else if (state.assign[slot]! < 0 && coverByChain(state, slot, chainDepth, budget)) {
        improved = true;
      }
    }
  }
}
