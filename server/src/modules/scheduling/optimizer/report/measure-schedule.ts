import { dayNumber } from '../model/calendar.js';
import type { League } from '../model/league.js';
import type { ScheduledGame } from '../model/types.js';
import { measureFamilyDay, type FamilyGame } from '../score/terms/family.js';
import { isEarly, isLate } from '../score/terms/fairness.js';
import { countEarlyRematches } from '../score/terms/rematch.js';
import { travelLookup } from './check-schedule.js';

export interface ScheduleMeasure {
  familyConflicts: number;
  familySplitDays: number;
  familyWaitHours: number;
  earlySpread: number;
  lateSpread: number;
  earlyRematches: number;
  homeAwayGap: number;
  unusedGymHours: number;
}

const spread = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));

/** The gym block (merged court time) a game sits in, or undefined. */
function blockOf(league: League, g: ScheduledGame) {
  const venue = league.venueIds.indexOf(g.venueId);
  const day = league.days.indexOf(dayNumber(g.date));
  return league.blocks.find((b) => b.venue === venue && b.day === day && b.court === g.court && b.start <= g.start && g.end <= b.end);
}

/** The minutes game g holds its court: the game and its changeover, within its block. */
function heldMinutes(league: League, g: ScheduledGame): number {
  const changeover = league.input.divisions.find((d) => d.id === g.divisionId)!.changeoverMinutes;
  return Math.min(g.end + changeover, blockOf(league, g)?.end ?? g.end) - g.start;
}

/**
 * What the report counts, from a list of games (the optimizer's, a baseline's, a solver's). The
 * input's fixed games count in families' days and the gym time used, not in the fairness terms.
 */
export function measureSchedule(league: League, games: readonly ScheduledGame[]): ScheduleMeasure {
  const { input } = league;
  const withFixed = [...games, ...(input.fixedGames ?? [])];
  const travel = travelLookup(input);
  let familyConflicts = 0;
  let familySplitDays = 0;
  let waitMinutes = 0;
  for (const household of input.households ?? []) {
    const byDate = new Map<string, FamilyGame[]>();
    for (const g of withFixed) {
      if (!household.teamIds.includes(g.homeTeamId) && !household.teamIds.includes(g.awayTeamId)) continue;
      byDate.set(g.date, [...(byDate.get(g.date) ?? []), { venue: g.venueId, start: g.start, end: g.end }]);
    }
    for (const day of byDate.values()) {
      if (day.length < 2) continue;
      const measured = measureFamilyDay(day, travel);
      familyConflicts += measured.conflicts;
      familySplitDays += measured.splits > 0 ? 1 : 0;
      waitMinutes += measured.waitMinutes;
    }
  }
  const early = new Map<number, number>(input.teams.map((t) => [t.id, 0]));
  const late = new Map(early);
  const homeAway = new Map(early);
  const opponents = new Map<number, [number, number][]>(input.teams.map((t) => [t.id, []]));
  const used = withFixed.reduce((sum, g) => sum + heldMinutes(league, g), 0);
  for (const g of games) {
    const block = blockOf(league, g);
    for (const t of [g.homeTeamId, g.awayTeamId]) {
      if (block && isEarly(g.start, block.start)) early.set(t, early.get(t)! + 1);
      if (block && isLate(g.end, block.end)) late.set(t, late.get(t)! + 1);
    }
    homeAway.set(g.homeTeamId, homeAway.get(g.homeTeamId)! + 1);
    homeAway.set(g.awayTeamId, homeAway.get(g.awayTeamId)! - 1);
    opponents.get(g.homeTeamId)!.push([dayNumber(g.date), g.awayTeamId]);
    opponents.get(g.awayTeamId)!.push([dayNumber(g.date), g.homeTeamId]);
  }
  let earlySpread = 0;
  let lateSpread = 0;
  let earlyRematches = 0;
  for (const division of input.divisions) {
    const ids = input.teams.filter((t) => t.divisionId === division.id).map((t) => t.id);
    earlySpread = Math.max(earlySpread, spread(ids.map((id) => early.get(id)!)));
    lateSpread = Math.max(lateSpread, spread(ids.map((id) => late.get(id)!)));
    for (const id of ids) earlyRematches += countEarlyRematches(opponents.get(id)!, ids.length - 1);
  }
  const gymMinutes = league.blocks.reduce((sum, b) => sum + b.end - b.start, 0);
  return {
    familyConflicts,
    familySplitDays,
    familyWaitHours: waitMinutes / 60,
    earlySpread,
    lateSpread,
    earlyRematches,
    homeAwayGap: Math.max(0, ...[...homeAway.values()].map(Math.abs)),
    unusedGymHours: (gymMinutes - used) / 60,
  };
}
