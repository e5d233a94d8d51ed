import type { AssignmentState } from '../score/assignment-state.js';
import { isBetter, type Cost } from '../score/cost.js';
import type { Budget } from './budgets.js';
import { priceMove } from './price-move.js';

/**
 * The published assignments first, adults before youth (a youth referee needs their partner in
 * place): each one that still keeps every rule stays. Returns the slots whose published
 * referee could not stay (a certificate revoked since, a new date off).
 */
export function placePublished(state: AssignmentState): number[] {
  const { problem } = state;
  const slots = problem.slots.map((s) => s.index).filter((s) => problem.published[s]! >= 0);
  const youth = (s: number) => problem.referees[problem.published[s]!]!.youthByDay[problem.games[problem.slots[s]!.game]!.day]!;
  const dropped: number[] = [];
  for (const slot of [...slots.filter((s) => !youth(s)), ...slots.filter((s) => youth(s))]) {
    const referee = problem.published[slot]!;
    state.set(slot, referee);
    if (state.broken > 0) {
      state.set(slot, -1);
      dropped.push(slot);
    }
  }
  return dropped;
}

/** Gives the slot to the referee who costs least, if any can take it; true when one did. */
export function fillSlot(state: AssignmentState, slot: number, budget: Budget): boolean {
  let best = -1;
  let bestCost: Cost = state.cost();
  for (const r of state.problem.eligibleFor[slot]!) {
    budget.left--;
    const cost = priceMove(state, [[slot, r]]);
    if (cost && isBetter(cost, bestCost)) {
      best = r;
      bestCost = cost;
    }
  }
  if (best >= 0) state.set(slot, best);
  return best >= 0;
}

/** The greedy start: open slots with the fewest eligible referees first (then in time order), each to its cheapest referee. */
export function fillGreedily(state: AssignmentState, budget: Budget): void {
  const { problem } = state;
  const open = problem.slots.filter((s) => state.assign[s.index]! < 0).map((s) => s.index);
  open.sort((a, b) => problem.eligibleFor[a]!.length - problem.eligibleFor[b]!.length || a - b);
  for (const slot of open) fillSlot(state, slot, budget);
}

/**
 * Until no open slot can be given to anyone directly. Run last, outside the budget, so an open
 * slot in the answer always means no referee could take it as things stand.
 */
export function fillWhatIsLeft(state: AssignmentState): void {
  const unlimited: Budget = { left: Infinity };
  let filled = true;
  while (filled) {
    filled = false;
    for (const slot of state.problem.slots) if (state.assign[slot.index]! < 0 && fillSlot(state, slot.index, unlimited)) filled = true;
  }
}
