import { dayNumber, describeDay, describeTime } from '../model/calendar.js';
import type { ScheduledGame, ScheduleInput } from '../model/types.js';
import { measureFamilyDay, type FamilyDay } from '../score/terms/family.js';
import { checkSchedule, familyName, travelLookup } from './check-schedule.js';

export interface MoveVerdict {
  /** Hard rules the move breaks that the schedule did not break before, one sentence each. */
  refused: string[];
  /** What gets worse for a family, one sentence each: a longer wait, a second venue. */
  warnings: string[];
  /** The move in one paragraph: where the game goes and the verdict. */
  summary: string;
}

const minutesInWords = (minutes: number) => {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
};

/** Sentences of `after` that `before` does not have (as many times as it had them). */
function added(before: string[], after: string[]): string[] {
  const left = new Map<string, number>();
  for (const s of before) left.set(s, (left.get(s) ?? 0) + 1);
  return after.filter((s) => {
    const n = left.get(s) ?? 0;
    if (n > 0) left.set(s, n - 1);
    return n === 0;
  });
}

/** Each household's day that the move touches, before and after, and what got worse, in words. */
function familyWarnings(input: ScheduleInput, before: readonly ScheduledGame[], after: readonly ScheduledGame[], moved: ScheduledGame, was: ScheduledGame): string[] {
  const travel = travelLookup(input);
  const teams = [moved.homeTeamId, moved.awayTeamId];
  const dayOf = (games: readonly ScheduledGame[], teamIds: number[], date: string): FamilyDay =>
    measureFamilyDay(
      games.filter((g) => g.date === date && (teamIds.includes(g.homeTeamId) || teamIds.includes(g.awayTeamId))).map((g) => ({ venue: g.venueId, start: g.start, end: g.end })),
      travel,
    );
  const warnings: string[] = [];
  for (const household of input.households ?? []) {
    if (!teams.some((t) => household.teamIds.includes(t))) continue;
    const name = familyName(input, household.id);
    for (const date of [...new Set([was.date, moved.date])]) {
      const [then, now] = [dayOf(before, household.teamIds, date), dayOf(after, household.teamIds, date)];
      const day = describeDay(dayNumber(date));
      if (now.conflicts > then.conflicts) warnings.push(`${name} would have games at two venues too close together to drive between on ${day}.`);
      if (now.splits > then.splits) warnings.push(`${name} would be at ${now.splits + 1} venues on ${day}.`);
      if (now.waitMinutes > then.waitMinutes) {
        const was = then.waitMinutes === 0 ? 'no wait before' : `${minutesInWords(then.waitMinutes)} before`;
        warnings.push(`${name} would wait ${minutesInWords(now.waitMinutes)} between games on ${day} (${was}).`);
      }
    }
  }
  return warnings;
}

/**
 * What moving one game (`moved`: the game with its id at the new place) breaks or worsens,
 * from the optimizer's own checks: the hard rules are checkSchedule's sentences that the
 * schedule gains (one it already broke is not blamed on the move); the soft effects are the
 * family measures of the days the game leaves and joins.
 */
export function describeMove(input: ScheduleInput, games: readonly ScheduledGame[], moved: ScheduledGame, gameName: string, placeName: string): MoveVerdict {
  const was = games.find((g) => g.id === moved.id);
  if (!was) throw new Error(`Game ${moved.id} is not in the schedule it moves in.`);
  const after = games.map((g) => (g.id === moved.id ? moved : g));
  const refused = added(checkSchedule(input, games), checkSchedule(input, after));
  const warnings = refused.length > 0 ? [] : familyWarnings(input, games, after, moved, was);
  const where = `${describeDay(dayNumber(moved.date))} ${describeTime(moved.start)}, ${placeName}`;
  let summary: string;
  if (refused.length > 0) summary = `${gameName} cannot move to ${where}. ${refused.join(' ')}`;
  else if (warnings.length > 0) summary = `Moving ${gameName} to ${where}: ${warnings.join(' ')}`;
  else summary = `${gameName} can move to ${where}: no rule is broken and no family waits longer.`;
  return { refused, warnings, summary };
}
