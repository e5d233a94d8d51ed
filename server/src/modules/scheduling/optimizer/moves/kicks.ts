import type { Random } from '../../../../lib/local-search/random.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { candidateDays, candidateStarts } from './candidate-starts.js';
import { newUndo, tryMove, type GameMove } from './game-move.js';

const days: number[] = [];
const starts: number[] = [];

/**
 * A random change that leaves a local optimum: 2-5 movable games each moved to a random start
 * the hard rules allow (a few draws each; a game with none stays). Returns the games moved.
 */
export function kickGames(state: ScheduleState, movable: readonly number[], random: Random): number[] {
  const kicked: number[] = [];
  const { league } = state;
  const undo = newUndo();
  const move: GameMove = { kind: 'move', g: -1, h: -1, block: -1, start: 0 };
  const count = 2 + random.int(4);
  for (let k = 0; k < count && movable.length > 0; k++) {
    const g = movable[random.int(movable.length)]!;
    if (state.block[g]! < 0) continue;
    for (let draw = 0; draw < 8; draw++) {
      candidateDays(state, g, days);
      const blocks = league.blocksOfDay[days[random.int(days.length)]!]!;
      if (blocks.length === 0) continue;
      const b = blocks[random.int(blocks.length)]!;
      candidateStarts(state, g, b, starts);
      if (starts.length === 0) continue;
      move.g = g;
      move.block = b;
      move.start = starts[random.int(starts.length)]!;
      if (tryMove(state, move, undo)) {
        kicked.push(g);
        break;
      }
    }
  }
  return kicked;
}

/**
 * The games a kick disturbed and those it could help or harm: the kicked games and, in their
 * weeks, the games of their teams' coaches' and families' other teams. The descent after a
 * kick searches these only, so a round costs a few hundred evaluations, not a pass over all.
 */
export function gamesNear(state: ScheduleState, kicked: readonly number[], movable: Uint8Array): number[] {
  const { league } = state;
  const near = new Set<number>();
  for (const g of kicked) {
    near.add(g);
    const day = state.dayOf(g);
    if (day < 0) continue;
    const week = league.dayWeek[day]!;
    const game = league.games[g]!;
    for (const t of [game.home, game.away]) {
      for (const other of [...league.familyLinks[t]!, ...league.coachLinks[t]!]) {
        for (const h of league.gamesOfTeam[other]!) if (movable[h] === 1 && state.block[h]! >= 0 && league.dayWeek[state.dayOf(h)] === week) near.add(h);
      }
    }
  }
  return [...near];
}
