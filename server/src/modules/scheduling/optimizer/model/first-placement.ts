import { describeDay, describeTime, readDate } from './calendar.js';
import type { Block } from './league.js';
import { ScheduleInputError, type ScheduledGame } from './types.js';

/** Nothing placed yet: [block -1, start 0, flip 0] per game. */
export function emptyPlacement(games: number): Int32Array {
  const placement = new Int32Array(games * 3);
  for (let g = 0; g < games; g++) placement[3 * g] = -1;
  return placement;
}

/**
 * Where a build starts: every game not placed but the fixed ones (games `from` onwards), each in
 * the gym block that holds it. A fixed game outside the gym time is refused with a sentence: it
 * would hold a court the search cannot see, and its families' days would be read wrong.
 */
export function placeFixedGames(games: number, from: number, fixed: readonly ScheduledGame[], venueIndex: Map<number, number>, days: number[], blocks: Block[]): Int32Array {
  const placement = emptyPlacement(games);
  fixed.forEach((game, i) => {
    const venue = venueIndex.get(game.venueId);
    const day = days.indexOf(readDate(game.date, 'A saved game'));
    const b = blocks.findIndex((block) => block.venue === venue && block.day === day && block.court === game.court && block.start <= game.start && game.end <= block.end);
    if (b < 0) throw new ScheduleInputError(`A saved game on ${describeDay(readDate(game.date, 'A saved game'))} at ${describeTime(game.start)} (court ${game.court}) is outside the gym time; build its division again first.`);
    placement[3 * (from + i)] = b;
    placement[3 * (from + i) + 1] = game.start;
  });
  return placement;
}
