import type { AssignmentState } from '../score/assignment-state.js';
import type { Cost } from '../score/cost.js';

/** A move: slots given to referees (-1: to nobody), in order. */
export type Move = readonly (readonly [slot: number, referee: number])[];

/** Makes the move; returns what undoes it. */
export function applyMove(state: AssignmentState, move: Move): Move {
  const undo: [number, number][] = [];
  for (const [slot, referee] of move) {
    undo.push([slot, state.assign[slot]!]);
    state.set(slot, referee);
  }
  return undo.reverse();
}

/**
 * The cost after the move, or null when it breaks a rule the state did not break before; the
 * state is left as it was either way. Called for every evaluation, so it keeps the old
 * referees in locals instead of building an undo (moves here are one or two changes).
 */
export function priceMove(state: AssignmentState, move: Move): Cost | null {
  if (move.length > 2) {
    const brokenBefore = state.broken;
    const undo = applyMove(state, move);
    const cost = state.broken > brokenBefore ? null : state.cost();
    applyMove(state, undo);
    return cost;
  }
  const brokenBefore = state.broken;
  const [slotA, toA] = move[0]!;
  const oldA = state.assign[slotA]!;
  state.set(slotA, toA);
  const second = move[1];
  const oldB = second ? state.assign[second[0]]! : -1;
  if (second) state.set(second[0], second[1]);
  const cost = state.broken > brokenBefore ? null : state.cost();
  if (second) state.set(second[0], oldB);
  state.set(slotA, oldA);
  return cost;
}
