import type { AssignmentState } from '../score/assignment-state.js';
import type { Budget } from './budgets.js';

/** How many referees a chain may move to cover one open slot (the open slot's own taker included). */
export const chainDepth = 6;

/** The slots of the referee's that keep them off `slot`: those that clash with its game, or that day's games when at their most. */
function blockers(state: AssignmentState, slot: number, r: number): number[] {
  const { problem } = state;
  const game = problem.slots[slot]!.game;
  const day = problem.games[game]!.day;
  const sameDay = state.slotsOf[r]!.filter((s) => problem.games[problem.slots[s]!.game]!.day === day);
  const clashing = sameDay.filter((s) => problem.clash(game, problem.slots[s]!.game));
  if (clashing.length > 0) return clashing.length === 1 ? clashing : [];
  return state.dayGames(r, day) >= problem.referees[r]!.maxPerDay ? sameDay : [];
}

/**
 * Covers an open slot by a chain of moves, an augmenting path: a referee it suits takes it,
 * leaving one slot of theirs that kept them off it, which the next referee takes in turn, up
 * to `depth` referees; the last one was free. Depth-first, made in place and undone when it
 * fails. True when the slot is covered (the state then holds the chain); every slot the chain
 * leaves is covered again, so coverage grows by one. No move breaks a rule.
 */
export function coverByChain(state: AssignmentState, slot: number, depth: number, budget: Budget, visited = new Set<number>()): boolean {
  if (depth === 0 || budget.left <= 0) return false;
  visited.add(slot);
  for (const r of state.problem.eligibleFor[slot]!) {
    budget.left--;
    state.set(slot, r);
    if (state.broken === 0) return true;
    state.set(slot, -1);
    if (depth === 1) continue;
    for (const leave of blockers(state, slot, r)) {
      if (visited.has(leave)) continue;
      state.set(leave, -1);
      state.set(slot, r);
      if (state.broken === 0 && coverByChain(state, leave, depth - 1, budget, visited)) return true;
      state.set(slot, -1);
      state.set(leave, r);
    }
  }
  visited.delete(slot);
  return false;
}
