import type { ScheduleWeights } from '../../model/types.js';

/** One child's game on a family's day: where and when (game time, without the changeover). */
export interface FamilyGame {
  venue: number;
  start: number;
  end: number;
}

export interface FamilyDay {
  /** Pairs of games at different venues closer than the drive between them. */
  conflicts: number;
  /** Venues visited less one. */
  splits: number;
  /** Minutes between the family's games (driving included): the day's span less its game time. */
  waitMinutes: number;
}

/** What one family's day costs it: its first `count` games (all by default), sorted by start in place. */
export function measureFamilyDay(games: FamilyGame[], travel: (a: number, b: number) => number, count = games.length): FamilyDay {
  // An insertion sort (stable, as Array#sort is): a family day holds two or three games.
  for (let i = 1; i < count; i++) {
    const game = games[i]!;
    let j = i;
    for (; j > 0 && games[j - 1]!.start > game.start; j--) games[j] = games[j - 1]!;
    games[j] = game;
  }
  let conflicts = 0;
  let waitMinutes = 0;
  let reach = -Infinity;
  const venues = new Set<number>();
  for (let i = 0; i < count; i++) {
    const game = games[i]!;
    venues.add(game.venue);
    if (i > 0 && game.start > reach) waitMinutes += game.start - reach;
    reach = Math.max(reach, game.end);
    for (let j = 0; j < i; j++) {
      const other = games[j]!;
      if (other.venue === game.venue) continue;
      const drive = travel(other.venue, game.venue);
      if (game.start < other.end + drive && other.start < game.end + drive) conflicts++;
    }
  }
  return { conflicts, splits: Math.max(0, venues.size - 1), waitMinutes };
}

export function familyDayCost(day: FamilyDay, weights: ScheduleWeights): number {
  return weights.familyConflict * day.conflicts + weights.familySplit * day.splits + (weights.familyWaitHour * day.waitMinutes) / 60;
}
