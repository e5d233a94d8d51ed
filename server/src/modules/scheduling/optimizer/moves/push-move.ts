import { canPlace } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';
import type { GameMove, Undo } from './game-move.js';

const later: number[] = [];

/** How long game g holds its court: game and changeover. */
const slotOf = (state: ScheduleState, g: number) => state.league.divisions[state.league.games[g]!.division]!.slotMinutes;

/**
 * Game g into block b at `start`, the games after it on that court pushed later just enough to
 * make room (each right after the one before, until one already starts late enough): on a busy
 * court the start next to a sibling's game is taken, and a plain move or swap (of games of
 * other lengths) cannot open it. A game that starts before `start` and runs into it refuses the
 * move, and so does a fixed game that would have to be pushed. On a full court one pushed game
 * that no longer fits may take the place g left (at g's old start): the exchange a tight gym
 * needs. Made only when every hard rule allows g and each moved game; else the state is left as
 * it was. `undo.pushed` holds each pushed game and its old start.
 */
export function tryPush(state: ScheduleState, move: GameMove, undo: Undo): boolean {
  const { g, block: b, start } = move;
  undo.block = state.block[g]!;
  undo.start = state.start[g]!;
  undo.pushed.length = 0;
  if (undo.block >= 0) state.remove(g);
  later.length = 0;
  let fits = true;
  for (const h of state.blockGames[b]!) {
    if (state.start[h]! >= start) later.push(h);
    else if (state.start[h]! + slotOf(state, h) > start) fits = false;
  }
  if (fits) {
    later.sort((x, y) => state.start[x]! - state.start[y]!);
    let cursor = start + slotOf(state, g);
    for (const h of later) {
      if (state.start[h]! >= cursor) break;
      if (state.league.fixed[h] === 1) fits = false;
      undo.pushed.push(h, state.start[h]!);
      cursor += slotOf(state, h);
    }
    if (!fits) {
      undoPush(state, move, undo);
      return false;
    }
    for (let i = 0; i < undo.pushed.length; i += 2) state.remove(undo.pushed[i]!);
    fits = canPlace(state, g, b, start);
    if (fits) state.place(g, b, start);
    cursor = start + slotOf(state, g);
    let ejected = false;
    for (let i = 0; fits && i < undo.pushed.length; i += 2) {
      const h = undo.pushed[i]!;
      fits = canPlace(state, h, b, cursor);
      // A full court: one pushed game may take the place g left.
      if (!fits && !ejected && undo.block >= 0 && canPlace(state, h, undo.block, undo.start)) {
        state.place(h, undo.block, undo.start);
        ejected = fits = true;
        continue;
      }
      if (!fits) break;
      state.place(h, b, cursor);
      cursor += slotOf(state, h);
    }
    if (fits) return true;
    undoPush(state, move, undo);
    return false;
  }
  if (undo.block >= 0) state.place(g, undo.block, undo.start);
  return false;
}

/** Takes back a push, made or half made: g and every pushed game back where they were. */
export function undoPush(state: ScheduleState, move: GameMove, undo: Undo): void {
  const { g, block: b } = move;
  if (state.block[g]! >= 0) state.remove(g);
  for (let i = 0; i < undo.pushed.length; i += 2) {
    const h = undo.pushed[i]!;
    if (state.block[h]! >= 0) state.remove(h);
  }
  for (let i = 0; i < undo.pushed.length; i += 2) state.place(undo.pushed[i]!, b, undo.pushed[i + 1]!);
  if (undo.block >= 0) state.place(g, undo.block, undo.start);
}
