import type { Budget } from '../../../../lib/local-search/budget.js';
import { shuffleInPlace, type Random } from '../../../../lib/local-search/random.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { daysByDistance, placeBest } from './place-best.js';

/** Called when game `shifted` left its place so that `placed` could take one. */
export type OnShift = (shifted: number, placed: number) => void;

/** The games that may stand in g's way on a day: its teams', their coaches' and families' other teams', and every game on a court that day. */
function blockersOn(state: ScheduleState, g: number, day: number): number[] {
  const { league } = state;
  const game = league.games[g]!;
  const days = league.days.length;
  const found = new Set<number>();
  for (const t of [game.home, game.away]) {
    for (const other of [t, ...league.coachLinks[t]!, ...league.familyLinks[t]!]) {
      const h = state.teamDay[other * days + day]!;
      if (h >= 0) found.add(h);
    }
  }
  for (const b of league.blocksOfDay[day]!) for (const h of state.blockGames[b]!) found.add(h);
  return [...found];
}

/**
 * Places game g (not placed) by moving one game out of its way: for each day of its weeks
 * (nearest the target first) and each game h that may block it there, h leaves, g takes its
 * cheapest start that day, and h its cheapest start anywhere; the first chain that places both
 * is kept. Returns whether g is placed.
 */
function ejectFor(state: ScheduleState, g: number, random: Random, budget: Budget, onShift?: OnShift): boolean {
  const weeks = daysByDistance(state, g);
  for (const days of weeks) {
    for (const day of days) {
      for (const h of shuffleInPlace(blockersOn(state, g, day), random)) {
        if (budget.left <= 0) return false;
        const hBlock = state.block[h]!;
        const hStart = state.start[h]!;
        state.remove(h);
        if (placeBest(state, g, [day], budget)) {
          for (const hDays of daysByDistance(state, h)) {
            if (placeBest(state, h, hDays, budget)) {
              onShift?.(h, g);
              return true;
            }
          }
          state.remove(g);
        }
        state.place(h, hBlock, hStart);
      }
    }
  }
  return false;
}

/** Tries to place every game not placed: first at its cheapest free start, then by moving one game aside. */
export function repairUnplaced(state: ScheduleState, candidates: readonly number[], random: Random, budget: Budget, onShift?: OnShift): void {
  for (const g of candidates) {
    if (state.block[g]! >= 0 || budget.left <= 0) continue;
    if (daysByDistance(state, g).some((days) => placeBest(state, g, days, budget))) continue;
    ejectFor(state, g, random, budget, onShift);
  }
}
