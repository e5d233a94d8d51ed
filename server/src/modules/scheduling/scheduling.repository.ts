import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { blackoutHoursSelect, blackoutWeeklySelect } from './schedule-rules.repository.js';

type Client = Db | Prisma.TransactionClient;

/**
 * Writes to one season's gym time and schedule queue behind each other: the season row is
 * locked first (FOR NO KEY UPDATE, so inserts that only reference it are not blocked), then
 * divisions in ascending id when a write needs them (decision 0030's order).
 */
export async function lockSeason(tx: Prisma.TransactionClient, seasonId: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT id FROM seasons WHERE id = $1 FOR NO KEY UPDATE', seasonId);
}

export function findVenues(db: Client, seasonId: number) {
  return db.venue.findMany({ where: { seasonId }, orderBy: { id: 'asc' } });
}

export function findGymSlots(db: Client, seasonId: number) {
  return db.gymSlot.findMany({ where: { seasonId }, orderBy: [{ date: 'asc' }, { venueId: 'asc' }, { court: 'asc' }, { startMinute: 'asc' }], include: { venue: { select: { name: true } } } });
}

export function insertVenue(tx: Client, data: Prisma.VenueUncheckedCreateInput) {
  return tx.venue.create({ data });
}

export function updateVenue(tx: Client, id: number, data: { courts?: string[]; address?: string }) {
  return tx.venue.update({ where: { id }, data });
}

export async function insertGymSlots(tx: Client, data: Prisma.GymSlotCreateManyInput[]): Promise<number> {
  const { count } = await tx.gymSlot.createMany({ data });
  return count;
}

export function findDivisionsWithTeams(db: Client, seasonId: number, leagueId: number) {
  return db.division.findMany({
    where: { seasonId, leagueId },
    orderBy: { id: 'asc' },
    select: { id: true, name: true, teams: { orderBy: { id: 'asc' }, select: { id: true, name: true, coach: true, coachEmail: true, divisionId: true, blackoutDates: true, blackoutHours: blackoutHoursSelect, blackoutWeekly: blackoutWeeklySelect } } },
  });
}

/** Players on teams in the season, with the household that links siblings across divisions. */
export function findRosteredPlayers(db: Client, seasonId: number) {
  return db.player.findMany({
    where: { division: { seasonId }, teamId: { not: null } },
    orderBy: { id: 'asc' },
    select: { id: true, name: true, email: true, teamId: true, participant: { select: { id: true, householdId: true, guardianNames: true, emails: true, household: { select: { name: true } } } } },
  });
}

export function findSeasonGames(db: Client, seasonId: number) {
  return db.scheduleGame.findMany({ where: { seasonId }, orderBy: [{ date: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }] });
}

export function findScheduleSettings(db: Client, divisionIds: number[]) {
  return db.scheduleSetting.findMany({ where: { divisionId: { in: divisionIds } } });
}

/** The kept settings of the season's divisions. */
export function findSeasonScheduleSettings(db: Client, seasonId: number) {
  return db.scheduleSetting.findMany({ where: { division: { seasonId } }, orderBy: { divisionId: 'asc' } });
}

export async function upsertScheduleSetting(tx: Client, data: Prisma.ScheduleSettingUncheckedCreateInput & { weeks: Date[] }) {
  const { divisionId, ...rest } = data;
  await tx.scheduleSetting.upsert({ where: { divisionId }, create: data, update: rest });
}

export async function deleteDivisionGames(tx: Client, divisionIds: number[]): Promise<void> {
  await tx.scheduleGame.deleteMany({ where: { divisionId: { in: divisionIds } } });
}

export function insertGames(tx: Client, data: Prisma.ScheduleGameCreateManyInput[]) {
  return tx.scheduleGame.createManyAndReturn({ data });
}

/** A closed day (every venue) or one venue on that day: its gym time is gone. */
export async function deleteGymSlots(tx: Client, seasonId: number, date: string, venueId?: number): Promise<void> {
  await tx.gymSlot.deleteMany({ where: { seasonId, date: new Date(`${date}T00:00:00Z`), ...(venueId ? { venueId } : {}) } });
}

/** A game moved by a closure or a drag: its new place, and a draft again until the change is published. */
export async function moveGame(tx: Client, game: { id?: number; venueId: number; court: string; date: string; start: number; end: number }): Promise<void> {
  await tx.scheduleGame.update({ where: { id: game.id! }, data: { venueId: game.venueId, court: game.court, date: new Date(`${game.date}T00:00:00Z`), startMinute: game.start, endMinute: game.end, status: 'draft' } });
}
