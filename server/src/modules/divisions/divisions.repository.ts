import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

const withSeasonName = { season: { select: { name: true } } } as const;

/** One query however many rows: the season name comes through the include. */
export function findDivisions(db: Db, leagueId: number, seasonId?: number) {
  return db.division.findMany({
    where: { leagueId, ...(seasonId ? { seasonId } : {}) },
    include: withSeasonName,
    orderBy: [{ season: { startDate: 'desc' } }, { name: 'asc' }, { id: 'asc' }],
  });
}

/** Names compare without case within a season, like season names within a league. */
export function findDivisionByName(db: Db, seasonId: number, name: string) {
  return db.division.findFirst({ where: { seasonId, name: sameTextIgnoringCase(name) }, select: { id: true } });
}

export function insertDivision(db: Db, data: Prisma.DivisionUncheckedCreateInput) {
  return db.division.create({ data, include: withSeasonName });
}

export function updateDivision(db: Db, id: number, data: Prisma.DivisionUpdateInput) {
  return db.division.update({ where: { id }, data, include: withSeasonName });
}

/** Teams, players, skills and ratings go by FK cascade; deleteMany so a concurrent delete is no error. */
export async function deleteDivision(db: Db, id: number): Promise<void> {
  await db.division.deleteMany({ where: { id } });
}
