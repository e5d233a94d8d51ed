import { canPlace } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { tryPush, undoPush } from './push-move.js';

/**
 * A change to a schedule: move game g to (block, start), the same pushing the court's later
 * games aside (push-move.ts), swap the places of g and h, or swap g's home and away.
 */
export interface GameMove {
  kind: 'move' | 'push' | 'swap' | 'flip';
  g: number;
  h: number;
  block: number;
  start: number;
}

export const newMove = (): GameMove => ({ kind: 'move', g: -1, h: -1, block: -1, start: 0 });

export function copyMove(from: GameMove, to: GameMove): void {
  to.kind = from.kind;
  to.g = from.g;
  to.h = from.h;
  to.block = from.block;
  to.start = from.start;
}

/** What a move replaced, so that it can be taken back. */
export interface Undo {
  block: number;
  start: number;
  hBlock: number;
  hStart: number;
  /** A push's pushed games and their old starts, in pairs. */
  pushed: number[];
}

export const newUndo = (): Undo => ({ block: -1, start: 0, hBlock: -1, hStart: 0, pushed: [] });

/** Makes the move if every hard rule allows it; else leaves the state as it was and returns false. */
export function tryMove(state: ScheduleState, move: GameMove, undo: Undo): boolean {
  const { g, h } = move;
  if (move.kind === 'flip') {
    state.toggleFlip(g);
    return true;
  }
  if (move.kind === 'push') return tryPush(state, move, undo);
  undo.block = state.block[g]!;
  undo.start = state.start[g]!;
  if (undo.block >= 0) state.remove(g);
  if (move.kind === 'move') {
    if (canPlace(state, g, move.block, move.start)) {
      state.place(g, move.block, move.start);
      return true;
    }
    if (undo.block >= 0) state.place(g, undo.block, undo.start);
    return false;
  }
  undo.hBlock = state.block[h]!;
  undo.hStart = state.start[h]!;
  state.remove(h);
  if (canPlace(state, g, undo.hBlock, undo.hStart)) {
    state.place(g, undo.hBlock, undo.hStart);
    if (canPlace(state, h, undo.block, undo.start)) {
      state.place(h, undo.block, undo.start);
      return true;
    }
    state.remove(g);
  }
  state.place(g, undo.block, undo.start);
  state.place(h, undo.hBlock, undo.hStart);
  return false;
}

/** Takes back a move tryMove made. */
export function undoMove(state: ScheduleState, move: GameMove, undo: Undo): void {
  const { g, h } = move;
  if (move.kind === 'flip') {
    state.toggleFlip(g);
    return;
  }
  if (move.kind === 'push') return undoPush(state, move, undo);
  state.remove(g);
  if (move.kind === 'swap') {
    state.remove(h);
    state.place(h, undo.hBlock, undo.hStart);
  }
  if (undo.block >= 0) state.place(g, undo.block, undo.start);
}
