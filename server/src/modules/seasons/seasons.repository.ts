import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

type Tx = Prisma.TransactionClient;

/** Newest seasons first; the list is short (one row per season of one league). */
export function findSeasons(db: Db, leagueId: number) {
  return db.season.findMany({ where: { leagueId }, orderBy: [{ startDate: 'desc' }, { id: 'desc' }] });
}

/** Names compare without case so "Spring 2026" and "spring 2026" are not both created. */
export function findSeasonByName(db: Db, leagueId: number, name: string) {
  return db.season.findFirst({ where: { leagueId, name: sameTextIgnoringCase(name) }, select: { id: true } });
}

/**
 * Queues activations of one league's seasons behind each other. FOR NO KEY UPDATE, so rows that
 * only reference the league (a new division, a new player) are not blocked.
 */
export async function lockLeagueSeasons(tx: Tx, leagueId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM leagues WHERE id = ${leagueId} FOR NO KEY UPDATE`;
}

export async function deactivateSeasons(tx: Tx, leagueId: number): Promise<void> {
  await tx.season.updateMany({ where: { leagueId, isActive: true }, data: { isActive: false } });
}

export function activateSeason(tx: Tx, id: number) {
  return tx.season.update({ where: { id }, data: { isActive: true } });
}

export function insertSeason(db: Db | Tx, data: Prisma.SeasonUncheckedCreateInput) {
  return db.season.create({ data });
}

/** Divisions, teams, players, skills and ratings go by FK cascade; deleteMany so a concurrent delete is no error. */
export async function deleteSeason(db: Db, id: number): Promise<void> {
  await db.season.deleteMany({ where: { id } });
}
