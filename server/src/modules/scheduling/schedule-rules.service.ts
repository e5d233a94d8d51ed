import { minutesOfTime, type TeamBlackoutDatesDto, type TeamBlackoutDatesInput, type VenueTravelDto, type VenueTravelInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { dateOf, dayNumber, mondayOf, type TravelTime } from './optimizer/index.js';
import { isoDay, toTeamBlackoutDto } from './scheduling.dto.js';
import * as rules from './schedule-rules.repository.js';
import * as repo from './scheduling.repository.js';

type Db = LeagueContext['db'];
type SeasonDates = { startDate: Date; endDate: Date };

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const distinctSorted = (days: string[]) => [...new Set(days)].sort();

/** The Monday of the week a day falls in: a division's weeks are kept as their Mondays (decision 0184). */
export const weekMonday = (day: string) => dateOf(mondayOf(dayNumber(day)));

/** A day outside the season is a typing mistake: a 400 naming the first one and the season's dates. */
export function requireInSeason(season: SeasonDates, days: string[], what: (day: string) => string, field: string): void {
  const [start, end] = [isoDay(season.startDate), isoDay(season.endDate)];
  const outside = days.find((d) => d < start || d > end);
  if (outside) throw AppError.badRequest(`${what(outside)} is outside the season, which runs from ${start} to ${end}.`, { fields: { [field]: 'outside the season' } }, 'validation_error');
}

/**
 * Replaces a team's blackout dates and times, and its weekly rules when the input has them (left
 * out, they stay). A team of another season (or league) is a 404; nothing is written on bad input.
 */
export async function setTeamBlackoutDates(ctx: LeagueContext, seasonId: number, teamId: number, input: TeamBlackoutDatesInput): Promise<TeamBlackoutDatesDto> {
  await requireInLeague(ctx, 'season', seasonId);
  await requireInLeague(ctx, 'team', teamId);
  const [team, season] = await Promise.all([rules.findTeamSeason(ctx.db, teamId), rules.findSeasonDates(ctx.db, seasonId)]);
  if (team?.division.seasonId !== seasonId) throw AppError.notFound('Team');
  const dates = distinctSorted(input.dates);
  requireInSeason(season, dates, (day) => `The blackout date ${day} of ${team.name}`, 'dates');
  requireInSeason(season, input.hours.map((h) => h.date), (day) => `The blackout time on ${day} of ${team.name}`, 'hours');
  const hours = blackoutHoursRows(input.hours, new Set(dates));
  const weekly = input.weekly && weeklyRows(input.weekly);
  await runTransaction(ctx.db, (tx) => rules.updateTeamBlackouts(tx, teamId, dates.map(asDate), hours, weekly));
  return toTeamBlackoutDto(await rules.findTeamBlackouts(ctx.db, teamId));
}

const minuteOf = (time: string | null | undefined) => (time ? minutesOfTime(time) : null);

/** Weekly rules as stored, each once; a part of a weekday that is already off all day adds nothing. */
function weeklyRows(weekly: NonNullable<TeamBlackoutDatesInput['weekly']>): rules.WeeklyBlackoutRow[] {
  const rows = weekly.map((w) => ({ weekday: w.weekday, fromMinute: minuteOf(w.from), untilMinute: minuteOf(w.until) }));
  const allDay = new Set(rows.filter((r) => r.fromMinute === null && r.untilMinute === null).map((r) => r.weekday));
  const kept = rows.filter((r) => !allDay.has(r.weekday) || (r.fromMinute === null && r.untilMinute === null));
  return [...new Map(kept.map((r) => [`${r.weekday}|${r.fromMinute ?? ''}|${r.untilMinute ?? ''}`, r])).values()];
}

/** Times as stored, in order, each once; a time on a day that is already a whole day adds nothing (decision 0201). */
function blackoutHoursRows(hours: TeamBlackoutDatesInput['hours'], wholeDays: Set<string>): rules.BlackoutHoursRow[] {
  const rows = hours.filter((h) => !wholeDays.has(h.date)).map((h) => ({ day: h.date, from: minuteOf(h.from), until: minuteOf(h.until) }));
  const distinct = new Map(rows.map((r) => [`${r.day}|${r.from ?? ''}|${r.until ?? ''}`, r]));
  return [...distinct.values()]
    .sort((a, b) => a.day.localeCompare(b.day) || (a.from ?? -1) - (b.from ?? -1) || (a.until ?? 1440) - (b.until ?? 1440))
    .map((r) => ({ date: asDate(r.day), fromMinute: r.from, untilMinute: r.until }));
}

/** Replaces the season's travel minutes. A venue not of this season is a 404; nothing is written on bad input. */
export async function setVenueTravel(ctx: LeagueContext, seasonId: number, input: VenueTravelInput): Promise<VenueTravelDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const venues = new Set((await repo.findVenues(ctx.db, seasonId)).map((v) => v.id));
  if (input.pairs.some((p) => !venues.has(p.from_venue_id) || !venues.has(p.to_venue_id))) throw AppError.notFound('Venue');
  const pairs = input.pairs.map((p) => ({ seasonId, fromVenueId: Math.min(p.from_venue_id, p.to_venue_id), toVenueId: Math.max(p.from_venue_id, p.to_venue_id), minutes: p.minutes }));
  await runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    await rules.replaceVenueTravel(tx, seasonId, input.default_minutes, pairs);
  });
  return readVenueTravel(ctx.db, seasonId);
}

/** The season's travel minutes as the API shows them. */
export async function readVenueTravel(db: Db, seasonId: number): Promise<VenueTravelDto> {
  const { travel, defaultMinutes } = await readTravelInput(db, seasonId);
  return { default_minutes: defaultMinutes, pairs: travel.map((t) => ({ from_venue_id: t.fromVenueId, to_venue_id: t.toVenueId, minutes: t.minutes })) };
}

/** The season's travel minutes as the optimizer reads them. */
export async function readTravelInput(db: Db, seasonId: number): Promise<{ travel: TravelTime[]; defaultMinutes: number }> {
  const [season, rows] = await Promise.all([rules.findSeasonDates(db, seasonId), rules.findVenueTravel(db, seasonId)]);
  return { defaultMinutes: season.defaultTravelMinutes, travel: rows.map((r) => ({ fromVenueId: r.fromVenueId, toVenueId: r.toVenueId, minutes: r.minutes })) };
}

/** The season's teams that have blackout dates. */
export async function readBlackoutDates(db: Db, seasonId: number): Promise<TeamBlackoutDatesDto[]> {
  return (await rules.findSeasonBlackoutDates(db, seasonId)).map(toTeamBlackoutDto);
}
