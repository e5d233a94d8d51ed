import type { Random } from '../../../../lib/local-search/random.js';
import type { Problem } from '../model/prepared.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { swapWindow } from './budgets.js';
import type { Move } from './price-move.js';

/** Hands one candidate move to the descent, which prices it. */
export type Offer = (move: Move) => void;

/** The slot to each referee the static rules allow on it. */
export function offerGives(problem: Problem, state: AssignmentState, slot: number, offer: Offer): void {
  const current = state.assign[slot];
  for (const r of problem.eligibleFor[slot]!) if (r !== current) offer([[slot, r]]);
}

/**
 * The slot's referee and another slot's of the same day trade places (one of them may be
 * nobody: then a referee moves between slots). A window of `swapWindow` of the day's slots,
 * entered at a random place.
 */
export function offerSwaps(problem: Problem, state: AssignmentState, slot: number, daySlots: Int32Array, random: Random, offer: Offer): void {
  const R = problem.referees.length;
  const mine = state.assign[slot]!;
  const n = daySlots.length;
  const window = Math.min(n, swapWindow);
  const start = window < n ? random.int(n) : 0;
  for (let k = 0; k < window; k++) {
    const other = daySlots[(start + k) % n]!;
    const theirs = state.assign[other]!;
    if (other === slot || theirs === mine) continue;
    if (mine >= 0 && !problem.eligible[other * R + mine]) continue;
    if (theirs >= 0 && !problem.eligible[slot * R + theirs]) continue;
    offer([[other, mine], [slot, theirs]]);
  }
}

/**
 * For an open slot, two-step chains: a referee it suits leaves a slot of the same day that
 * keeps them off it (a clash, their most a day), and another referee takes that one. This is
 * how a Saturday's last open slot gets covered when the only referee certified for it is busy
 * in a game someone else could work.
 */
export function offerChains(problem: Problem, state: AssignmentState, slot: number, offer: Offer): void {
  if (state.assign[slot]! >= 0) return;
  const game = problem.slots[slot]!.game;
  const day = problem.games[game]!.day;
  for (const r of problem.eligibleFor[slot]!) {
    const atMost = state.dayGames(r, day) >= problem.referees[r]!.maxPerDay;
    for (const held of state.slotsOf[r]!) {
      const heldGame = problem.slots[held]!.game;
      if (problem.games[heldGame]!.day !== day || !(atMost || problem.clash(game, heldGame))) continue;
      for (const other of problem.eligibleFor[held]!) if (other !== r) offer([[held, other], [slot, r]]);
    }
  }
}
