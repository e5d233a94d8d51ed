import type { Random } from '../../../../lib/local-search/random.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { isBetter } from '../score/cost.js';
import { patience, type Budget } from './budgets.js';
import { fillGreedily } from './construct.js';
import { descend, slotsByDay } from './descent.js';
import { priceMove } from './price-move.js';

/** Back to a saved assignment, one slot at a time (the terms follow exactly). */
function restore(state: AssignmentState, assign: Int32Array): void {
  for (let slot = 0; slot < assign.length; slot++) if (state.assign[slot] !== assign[slot]) state.set(slot, -1);
  for (let slot = 0; slot < assign.length; slot++) if (state.assign[slot] !== assign[slot]) state.set(slot, assign[slot]!);
}

/** Empties the games holding these slots (whole games, so no youth referee loses their adult partner). */
function emptyGames(state: AssignmentState, slots: number[]): void {
  for (const slot of slots) for (const s of state.problem.games[state.problem.slots[slot]!.game]!.slots) state.set(s, -1);
}

/**
 * Around an open slot someone is certified for: that day's games of every referee who could take
 * it are emptied, and refilled hardest slot first. A chain of two moves is what the descent
 * tries; this reaches the longer ones (a crew chief freed from an umpire's slot whose next
 * taker is freed in turn).
 */
function ruinAroundOpenSlot(state: AssignmentState, open: number, budget: Budget): void {
  const { problem } = state;
  const day = problem.games[problem.slots[open]!.game]!.day;
  const held = [...problem.eligibleFor[open]!].flatMap((r) => state.slotsOf[r]!.filter((s) => problem.games[problem.slots[s]!.game]!.day === day));
  emptyGames(state, held);
  fillGreedily(state, budget);
}

/**
 * A random change that leaves a local optimum. Half the time, while a slot someone is certified
 * for is open, the ruin around it; else one to three games of a day lose their officials (the
 * descent covers them again, perhaps otherwise) and a few slots go to another referee who may
 * take them. Never breaks a rule.
 */
function kick(state: AssignmentState, random: Random, budget: Budget): void {
  const { problem } = state;
  const open = problem.slots.filter((s) => state.assign[s.index]! < 0 && problem.eligibleFor[s.index]!.length > 0);
  if (open.length > 0 && random.next() < 0.5) {
    ruinAroundOpenSlot(state, open[random.int(open.length)]!.index, budget);
    return;
  }
  const covered = problem.slots.filter((s) => state.assign[s.index]! >= 0);
  if (covered.length === 0) return;
  const day = problem.games[covered[random.int(covered.length)]!.game]!.day;
  const games = problem.games.filter((g) => g.day === day);
  for (let k = 1 + random.int(3); k > 0; k--) emptyGames(state, games[random.int(games.length)]!.slots);
  for (let k = 1 + random.int(3); k > 0; k--) {
    const slot = covered[random.int(covered.length)]!.index;
    const allowed = problem.eligibleFor[slot]!;
    if (allowed.length === 0 || state.assign[slot]! < 0) continue;
    const r = allowed[random.int(allowed.length)]!;
    if (priceMove(state, [[slot, r]])) state.set(slot, r);
  }
}

/**
 * Iterated local search until the budget or the patience runs out: descend, judge, go back to
 * the best answer unless this one is better, kick. The state ends holding the best answer.
 */
export function searchIterated(state: AssignmentState, random: Random, budget: Budget): void {
  const daySlots = slotsByDay(state.problem);
  descend(state, daySlots, random, budget);
  let best = state.assign.slice();
  let bestCost = state.cost();
  for (let stalled = 0; budget.left > 0 && stalled < patience; ) {
    kick(state, random, budget);
    descend(state, daySlots, random, budget);
    const cost = state.cost();
    if (isBetter(cost, bestCost)) {
      best = state.assign.slice();
      bestCost = cost;
      stalled = 0;
    } else {
      stalled++;
      restore(state, best);
    }
  }
  restore(state, best);
}
