import type { Budget } from '../../../../lib/local-search/budget.js';
import { shuffleInPlace, type Random } from '../../../../lib/local-search/random.js';
import type { ScheduleState } from '../score/schedule-state.js';
import { daysByDistance, placeBest } from './place-best.js';

/** Called when game `shifted` left its place so that `placed` could take one. */
export type OnShift = (shifted: number, placed: number) => void;

/**
 * The games that may stand in g's way on a day and may move: its teams' games that week, their
 * coaches' and families' other teams' games that day, and every game on a court that day.
 */
function blockersOn(state: ScheduleState, g: number, day: number): number[] {
  const { league } = state;
  const game = league.games[g]!;
  const days = league.days.length;
  const found = new Set<number>();
  const week = league.dayWeek[day]!;
  for (const t of [game.home, game.away]) for (const h of league.gamesOfTeam[t]!) if (h !== g && state.block[h]! >= 0 && league.dayWeek[state.dayOf(h)] === week) found.add(h);
  for (const t of [game.home, game.away]) {
    for (const other of [t, ...league.coachLinks[t]!, ...league.familyLinks[t]!]) {
      const h = state.teamDay[other * days + day]!;
      if (h >= 0) found.add(h);
    }
  }
  for (const b of league.blocksOfDay[day]!) for (const h of state.blockGames[b]!) found.add(h);
  return [...found].filter((h) => league.fixed[h] === 0);
}

/** Places game h (not placed) at its cheapest start in the nearest week with room. */
function placeAnywhere(state: ScheduleState, h: number, budget: Budget, packed = false): boolean {
  return daysByDistance(state, h).some((days) => placeBest(state, h, days, budget, packed));
}

/**
 * Places game g (not placed) by moving games out of its way: for each day of its weeks
 * (nearest the target first) and each game h that may block it there, h leaves, g takes its
 * cheapest start that day, and h its cheapest start anywhere, or (depth 2) by moving one more
 * game aside itself; the first chain that places them all is kept. Returns whether g is placed.
 */
function ejectFor(state: ScheduleState, g: number, weeks: number[][], depth: number, random: Random, budget: Budget, onShift?: OnShift): boolean {
  for (const days of weeks) {
    for (const day of days) {
      for (const h of shuffleInPlace(blockersOn(state, g, day), random)) {
        if (budget.left <= 0) return false;
        const hBlock = state.block[h]!;
        const hStart = state.start[h]!;
        state.remove(h);
        if (placeBest(state, g, [day], budget)) {
          if (placeAnywhere(state, h, budget) || (depth > 1 && ejectFor(state, h, daysByDistance(state, h), depth - 1, random, budget, onShift))) {
            onShift?.(h, g);
            return true;
          }
          state.remove(g);
        }
        state.place(h, hBlock, hStart);
      }
    }
  }
  return false;
}

/**
 * Places game g by packing a court again: for each block of its weeks' days, the block's games
 * leave (a fixed game stays where it is), g takes the block's first free start, and they return
 * packed, the longest first, to the nearest week with room. What one ejection cannot do when gym
 * time is cut into gaps.
 */
function repackFor(state: ScheduleState, g: number, weeks: number[][], budget: Budget, onShift?: OnShift): boolean {
  const { league } = state;
  for (const days of weeks) {
    for (const day of days) {
      for (const b of league.blocksOfDay[day]!) {
        if (budget.left <= 0) return false;
        const games = state.blockGames[b]!.filter((h) => league.fixed[h] === 0).sort((x, y) => league.divisions[league.games[y]!.division]!.slotMinutes - league.divisions[league.games[x]!.division]!.slotMinutes);
        const before = games.map((h) => [state.block[h]!, state.start[h]!] as const);
        for (const h of games) state.remove(h);
        if (placeBest(state, g, [day], budget, true)) {
          const placed = games.filter((h) => placeBest(state, h, [day], budget, true) || placeAnywhere(state, h, budget, true));
          if (placed.length === games.length) {
            games.forEach((h, i) => (state.block[h] !== before[i]![0] || state.start[h] !== before[i]![1] ? onShift?.(h, g) : undefined));
            return true;
          }
          for (const h of placed) state.remove(h);
          state.remove(g);
        }
        games.forEach((h, i) => state.place(h, before[i]![0], before[i]![1]));
      }
    }
  }
  return false;
}

/**
 * Tries to place every game not placed, week by week from its target week outwards (a game
 * pushed out of its week takes another game's week and the shortage spreads): at its cheapest
 * free start, else by moving one or two games aside, else by packing a court again.
 */
export function repairUnplaced(state: ScheduleState, candidates: readonly number[], random: Random, budget: Budget, onShift?: OnShift): void {
  for (const g of candidates) {
    for (const days of daysByDistance(state, g)) {
      if (state.block[g]! >= 0 || budget.left <= 0) break;
      if (placeBest(state, g, days, budget)) break;
      if (ejectFor(state, g, [days], 2, random, budget, onShift)) break;
      repackFor(state, g, [days], budget, onShift);
    }
  }
}
