import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** The season's dates (what a blackout date or a week must fall in) and its default travel minutes. */
export function findSeasonDates(db: Client, seasonId: number) {
  return db.season.findUniqueOrThrow({ where: { id: seasonId }, select: { startDate: true, endDate: true, defaultTravelMinutes: true } });
}

/** A team of the league, with the season its division belongs to. */
export function findTeamSeason(db: Client, teamId: number) {
  return db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true, division: { select: { seasonId: true } } } });
}

export type BlackoutHoursRow = { date: Date; fromMinute: number | null; untilMinute: number | null };
const hoursOrder = [{ date: 'asc' as const }, { fromMinute: { sort: 'asc' as const, nulls: 'first' as const } }, { untilMinute: { sort: 'asc' as const, nulls: 'last' as const } }];

export type WeeklyBlackoutRow = { weekday: string; fromMinute: number | null; untilMinute: number | null };

/** The select that brings a team's blackout times, in order. */
export const blackoutHoursSelect = { orderBy: hoursOrder, select: { date: true, fromMinute: true, untilMinute: true } };

/** The select that brings a team's weekly blackouts (put in week order by the DTO). */
export const blackoutWeeklySelect = { orderBy: { id: 'asc' as const }, select: { weekday: true, fromMinute: true, untilMinute: true } };

const blackoutsSelect = { id: true, blackoutDates: true, blackoutHours: blackoutHoursSelect, blackoutWeekly: blackoutWeeklySelect };

/**
 * A team's whole days and parts of days, replaced together (in one transaction by the caller);
 * its weekly rules too when given, left as they are when not.
 */
export async function updateTeamBlackouts(tx: Client, teamId: number, dates: Date[], hours: BlackoutHoursRow[], weekly: WeeklyBlackoutRow[] | undefined): Promise<void> {
  await tx.team.update({ where: { id: teamId }, data: { blackoutDates: dates } });
  await tx.teamBlackoutHours.deleteMany({ where: { teamId } });
  if (hours.length > 0) await tx.teamBlackoutHours.createMany({ data: hours.map((h) => ({ teamId, ...h })) });
  if (!weekly) return;
  await tx.teamBlackoutWeekly.deleteMany({ where: { teamId } });
  if (weekly.length > 0) await tx.teamBlackoutWeekly.createMany({ data: weekly.map((w) => ({ teamId, ...w })) });
}

/** One team's blackouts, as saved. */
export function findTeamBlackouts(db: Client, teamId: number) {
  return db.team.findUniqueOrThrow({ where: { id: teamId }, select: blackoutsSelect });
}

/** Teams of the season that have blackout dates, times or weekly rules. */
export function findSeasonBlackoutDates(db: Client, seasonId: number) {
  return db.team.findMany({
    where: { division: { seasonId }, OR: [{ blackoutDates: { isEmpty: false } }, { blackoutHours: { some: {} } }, { blackoutWeekly: { some: {} } }] },
    orderBy: { id: 'asc' },
    select: blackoutsSelect,
  });
}

export function findVenueTravel(db: Client, seasonId: number) {
  return db.venueTravel.findMany({ where: { seasonId }, orderBy: [{ fromVenueId: 'asc' }, { toVenueId: 'asc' }] });
}

/** The season's travel minutes, replaced as a whole: the default and every named pair. */
export async function replaceVenueTravel(tx: Client, seasonId: number, defaultMinutes: number, pairs: Prisma.VenueTravelCreateManyInput[]): Promise<void> {
  await tx.season.update({ where: { id: seasonId }, data: { defaultTravelMinutes: defaultMinutes } });
  await tx.venueTravel.deleteMany({ where: { seasonId } });
  if (pairs.length > 0) await tx.venueTravel.createMany({ data: pairs });
}
