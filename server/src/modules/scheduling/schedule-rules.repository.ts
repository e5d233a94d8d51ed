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

export async function updateTeamBlackoutDates(tx: Client, teamId: number, dates: Date[]): Promise<void> {
  await tx.team.update({ where: { id: teamId }, data: { blackoutDates: dates } });
}

/** Teams of the season that have blackout dates. */
export function findSeasonBlackoutDates(db: Client, seasonId: number) {
  return db.team.findMany({ where: { division: { seasonId }, blackoutDates: { isEmpty: false } }, orderBy: { id: 'asc' }, select: { id: true, blackoutDates: true } });
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
