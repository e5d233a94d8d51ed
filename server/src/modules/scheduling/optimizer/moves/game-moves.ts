import type { Consider, DescentMoves } from '../../../../lib/local-search/descent.js';
import type { GamePricer } from '../score/game-pricer.js';
import { candidateDays, candidateStarts, familyStarts } from './candidate-starts.js';
import { copyMove, newMove, type GameMove } from './game-move.js';

/**
 * A game's candidates for the one descent (lib/local-search/descent.ts): swaps with the window's
 * games of the same week, moves to every start of every block on its candidate days (pushing
 * the court's later games aside at the starts next to a sibling's game), and its home and away
 * swapped. Only `movable` games move (a reschedule moves only the closed ones).
 */
export class GameMoves implements DescentMoves<GameMove> {
  readonly best = newMove();
  private readonly scratch = newMove();
  private readonly days: number[] = [];
  private readonly starts: number[] = [];
  private readonly pushes: number[] = [];
  private item = -1;
  private week = -1;

  constructor(
    readonly pricer: GamePricer,
    private readonly movable: Uint8Array,
  ) {}

  keep(candidate: GameMove): void {
    copyMove(candidate, this.best);
  }

  begin(item: number): void {
    const { state } = this.pricer;
    this.item = item;
    const day = state.dayOf(item);
    this.week = day < 0 ? -1 : state.league.dayWeek[day]!;
  }

  offerPartner(partner: number, consider: Consider<GameMove>): void {
    const { state } = this.pricer;
    if (partner === this.item || this.week < 0 || this.movable[partner] !== 1 || state.block[partner]! < 0) return;
    if (state.league.dayWeek[state.dayOf(partner)] !== this.week) return;
    const move = this.scratch;
    move.kind = 'swap';
    move.g = this.item;
    move.h = partner;
    consider(move);
  }

  offerOthers(g: number, consider: Consider<GameMove>): number {
    const { state } = this.pricer;
    const { league } = state;
    const move = this.scratch;
    let offered = 0;
    move.g = g;
    for (const day of candidateDays(state, g, this.days)) {
      for (const b of league.blocksOfDay[day]!) {
        familyStarts(state, g, b, this.pushes);
        for (const start of candidateStarts(state, g, b, this.starts)) {
          if (b === state.block[g] && start === state.start[g]) continue;
          // Next to a sibling's game the court's later games may be pushed aside to make room.
          move.kind = this.pushes.includes(start) ? 'push' : 'move';
          move.block = b;
          move.start = start;
          consider(move);
          offered++;
        }
      }
    }
    if (state.block[g]! >= 0) {
      move.kind = 'flip';
      consider(move);
      offered++;
    }
    return offered;
  }
}
