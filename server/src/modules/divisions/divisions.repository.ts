import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

const withSeasonName = { season: { select: { name: true } } } as const;

/** One query however many rows: the season name comes through the include. */
export function findDivisions(db: Db, leagueId: number, seasonId?: number) {
  return db.division.findMany({
    where: { leagueId, ...(seasonId ? { seasonId } : {}) },
    include: withSeasonName,
    orderBy: [{ season: { startDate: 'desc' } }, { name: 'asc' }, { id: 'asc' }],
  });
}

export function findSeasonInLeague(db: Db, leagueId: number, id: number) {
  return db.season.findFirst({ where: { id, leagueId }, select: { id: true } });
}

/** Names compare without case within a season, like season names within a league. */
export function findDivisionByName(db: Db, seasonId: number, name: string) {
  return db.division.findFirst({ where: { seasonId, name: { equals: name, mode: 'insensitive' } }, select: { id: true } });
}

export function insertDivision(db: Db, data: Prisma.DivisionUncheckedCreateInput) {
  return db.division.create({ data, include: withSeasonName });
}

/** Deletes only within the league; teams, players, skills and ratings go by FK cascade. */
export async function deleteDivisionInLeague(db: Db, leagueId: number, id: number): Promise<boolean> {
  const { count } = await db.division.deleteMany({ where: { id, leagueId } });
  return count > 0;
}
