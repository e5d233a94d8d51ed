import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

/** Newest seasons first; the list is short (one row per season of one league). */
export function findSeasons(db: Db, leagueId: number) {
  return db.season.findMany({ where: { leagueId }, orderBy: [{ startDate: 'desc' }, { id: 'desc' }] });
}

/** Names compare without case so "Spring 2026" and "spring 2026" are not both created. */
export function findSeasonByName(db: Db, leagueId: number, name: string) {
  return db.season.findFirst({ where: { leagueId, name: sameTextIgnoringCase(name) }, select: { id: true } });
}

export function insertSeason(db: Db, data: Prisma.SeasonUncheckedCreateInput) {
  return db.season.create({ data });
}

/** Divisions, teams, players, skills and ratings go by FK cascade; deleteMany so a concurrent delete is no error. */
export async function deleteSeason(db: Db, id: number): Promise<void> {
  await db.season.deleteMany({ where: { id } });
}
