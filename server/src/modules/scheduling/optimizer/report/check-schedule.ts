import { dayNumber, describeDay, describeTime, mondayOf } from '../model/calendar.js';
import { isClosed } from '../model/prepare-gym-time.js';
import type { ScheduleBlackoutHours, ScheduleInput, ScheduledGame } from '../model/types.js';

/** "from 18:00", "until 12:00", "from 9:00 until 12:00": a part of a day a team asked off. */
export function describeHours(hours: ScheduleBlackoutHours): string {
  return [hours.from !== undefined && `from ${describeTime(hours.from)}`, hours.until !== undefined && `until ${describeTime(hours.until)}`].filter(Boolean).join(' ');
}

/**
 * Every hard rule a list of games breaks, each in a sentence: written from the input alone
 * (not from the optimizer's state), so it checks the optimizer, a schedule maker's schedule,
 * an exact solver's, or a published one after gym time changed. The input's fixed games are
 * checked against the games (a court, a coach, a family they share), never on their own.
 */
export function checkSchedule(input: ScheduleInput, games: readonly ScheduledGame[]): string[] {
  const broken: string[] = [];
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const divisions = new Map(input.divisions.map((d) => [d.id, d]));
  const venues = new Map(input.venues.map((v) => [v.id, v.name]));
  const name = (id: number) => teams.get(id)?.name ?? `team ${id}`;
  const label = (g: ScheduledGame) => `${name(g.homeTeamId)} v ${name(g.awayTeamId)} (${describeDay(dayNumber(g.date))} ${describeTime(g.start)}, ${venues.get(g.venueId) ?? g.venueId})`;
  const travel = travelLookup(input);
  for (const g of games) {
    const division = divisions.get(g.divisionId)!;
    const day = dayNumber(g.date);
    if (!inGymTime(input, g)) broken.push(`${label(g)} is outside the gym time of court ${g.court}.`);
    if (g.start < (division.earliestStart ?? 0) || g.start > (division.latestStart ?? 1440)) broken.push(`${label(g)} starts outside ${division.name}'s hours.`);
    if (division.weeks && !division.weeks.some((w) => mondayOf(dayNumber(w)) === mondayOf(day))) broken.push(`${label(g)} is in a week ${division.name} does not play.`);
    for (const id of [g.homeTeamId, g.awayTeamId]) if (teams.get(id)?.blackoutDates.includes(g.date)) broken.push(`${label(g)}: ${name(id)} asked for no games on ${describeDay(day)}.`);
    for (const id of [g.homeTeamId, g.awayTeamId]) {
      const hours = teams.get(id)?.blackoutHours?.find((h) => h.date === g.date && g.start < (h.until ?? 1440) && (h.from ?? 0) < g.end);
      if (hours) broken.push(`${label(g)}: ${name(id)} asked for no games on ${describeDay(day)} ${describeHours(hours)}.`);
    }
  }
  const slot = (g: ScheduledGame) => g.end + divisions.get(g.divisionId)!.changeoverMinutes;
  const fixed = new Set(input.fixedGames ?? []);
  forPairs([...games, ...fixed], (a, b) => {
    if (a.date !== b.date || (fixed.has(a) && fixed.has(b))) return;
    if (a.venueId === b.venueId && a.court === b.court && a.start < slot(b) && b.start < slot(a)) broken.push(`${label(a)} and ${label(b)} share court ${a.court}.`);
    const shared = [a.homeTeamId, a.awayTeamId].filter((t) => t === b.homeTeamId || t === b.awayTeamId);
    if (shared.length > 0) broken.push(`${name(shared[0]!)} plays twice on ${describeDay(dayNumber(a.date))}: ${label(a)} and ${label(b)}.`);
    const drive = a.venueId === b.venueId ? 0 : travel(a.venueId, b.venueId);
    if (!(a.start < b.end + drive && b.start < a.end + drive)) return;
    const coach = sharedCoach(input, a, b);
    if (coach !== undefined) broken.push(`Coach ${coachName(input, coach)} has two games too close together: ${label(a)} and ${label(b)}.`);
    const family = input.options?.familyRule !== 'soft' && a.venueId !== b.venueId ? sharedFamily(input, a, b) : undefined;
    if (family !== undefined) broken.push(`${familyName(input, family)} has games at two venues at once: ${label(a)} and ${label(b)}.`);
  });
  weekCounts(input, games, broken, name);
  return broken;
}

function forPairs(games: readonly ScheduledGame[], visit: (a: ScheduledGame, b: ScheduledGame) => void): void {
  const byDate = new Map<string, ScheduledGame[]>();
  for (const g of games) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  for (const list of byDate.values()) for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) visit(list[i]!, list[j]!);
}

/** Within one court's gym time that day, touching slots (8-12, 12-17) read as one. */
function inGymTime(input: ScheduleInput, g: ScheduledGame): boolean {
  if (isClosed(input.closures ?? [], g.venueId, g.date)) return false;
  const slots = input.slots.filter((s) => s.venueId === g.venueId && s.court === g.court && s.date === g.date).sort((a, b) => a.start - b.start);
  let from = -1;
  let to = -1;
  for (const s of slots) {
    if (s.start <= to) to = Math.max(to, s.end);
    else {
      if (from <= g.start && g.end <= to) return true;
      from = s.start;
      to = s.end;
    }
  }
  return from <= g.start && g.end <= to;
}

function teamsOf(g: ScheduledGame): number[] {
  return [g.homeTeamId, g.awayTeamId];
}

function sharedCoach(input: ScheduleInput, a: ScheduledGame, b: ScheduledGame): number | undefined {
  const coachesA = new Set(input.teams.filter((t) => teamsOf(a).includes(t.id)).flatMap((t) => t.coachIds));
  return input.teams.filter((t) => teamsOf(b).includes(t.id) && !teamsOf(a).includes(t.id)).flatMap((t) => t.coachIds).find((c) => coachesA.has(c));
}

const coachName = (input: ScheduleInput, id: number) => input.coaches?.find((c) => c.id === id)?.name ?? String(id);

/** "Smith household", or "Family 12" when the input names none. */
export const familyName = (input: ScheduleInput, id: number) => input.households?.find((h) => h.id === id)?.name ?? `Family ${id}`;

function sharedFamily(input: ScheduleInput, a: ScheduledGame, b: ScheduledGame): number | undefined {
  return (input.households ?? []).find((h) => teamsOf(a).some((t) => h.teamIds.includes(t)) && teamsOf(b).some((t) => h.teamIds.includes(t) && !teamsOf(a).includes(t)))?.id;
}

export function travelLookup(input: ScheduleInput): (a: number, b: number) => number {
  const fallback = input.options?.defaultTravelMinutes ?? 20;
  return (a, b) => {
    if (a === b) return 0;
    const given = input.travel?.find((t) => (t.fromVenueId === a && t.toVenueId === b) || (t.fromVenueId === b && t.toVenueId === a));
    return given ? given.minutes : fallback;
  };
}

function weekCounts(input: ScheduleInput, games: readonly ScheduledGame[], broken: string[], name: (id: number) => string): void {
  const counts = new Map<string, number>();
  const limit = new Map(input.teams.map((t) => [t.id, input.divisions.find((d) => d.id === t.divisionId)?.maxGamesPerWeek ?? 1]));
  for (const g of games) {
    for (const t of teamsOf(g)) {
      const key = `${t}:${mondayOf(dayNumber(g.date))}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (counts.get(key) === limit.get(t)! + 1) broken.push(`${name(t)} has more than ${limit.get(t)} game${limit.get(t) === 1 ? '' : 's'} in the week of ${describeDay(mondayOf(dayNumber(g.date)))}.`);
    }
  }
}
