import type { Budget } from '../../../../lib/local-search/budget.js';
import { candidateStarts } from '../moves/candidate-starts.js';
import { canPlace } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';

const starts: number[] = [];

/**
 * Places game g (not placed) at its cheapest start on the given days, by the whole cost after;
 * returns false (g still not placed) when the hard rules allow none. Each start priced is an
 * evaluation; `packed` tries only starts that leave no gap behind a game (candidate-starts.ts).
 */
export function placeBest(state: ScheduleState, g: number, days: readonly number[], budget: Budget, packed = false): boolean {
  const { league } = state;
  let bestBlock = -1;
  let bestStart = 0;
  let bestMinor = Infinity;
  for (const day of days) {
    for (const b of league.blocksOfDay[day]!) {
      for (const s of candidateStarts(state, g, b, starts, packed)) {
        budget.left--;
        if (!canPlace(state, g, b, s)) continue;
        const before = state.minor;
        state.place(g, b, s);
        const minor = state.minor;
        state.remove(g);
        state.minor = before;
        if (minor < bestMinor) {
          bestMinor = minor;
          bestBlock = b;
          bestStart = s;
        }
      }
    }
  }
  if (bestBlock < 0) return false;
  state.place(g, bestBlock, bestStart);
  return true;
}

/** The days of the division's open weeks, the target week's first, then by distance from it. */
export function daysByDistance(state: ScheduleState, g: number): number[][] {
  const { league } = state;
  const game = league.games[g]!;
  const open = league.divisions[game.division]!.weekOpen;
  const byWeek = new Map<number, number[]>();
  league.days.forEach((_, d) => {
    const week = league.dayWeek[d]!;
    if (open[week] === 1) byWeek.set(week, [...(byWeek.get(week) ?? []), d]);
  });
  const target = game.targetWeek;
  return [...byWeek.entries()].sort((a, b) => Math.abs(a[0] - target) - Math.abs(b[0] - target) || a[0] - b[0]).map(([, days]) => days);
}
