import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** Who is on which team now, and the division's teams: what a version records and a restore reads. */
export function findDivisionRoster(db: Client, divisionId: number) {
  return Promise.all([
    db.player.findMany({ where: { divisionId }, select: { id: true, name: true, teamId: true }, orderBy: { id: 'asc' } }),
    db.team.findMany({ where: { divisionId }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
  ]);
}

export async function findLatestVersionNumber(db: Client, divisionId: number): Promise<number> {
  const row = await db.rosterVersion.findFirst({ where: { divisionId }, orderBy: { version: 'desc' }, select: { version: true } });
  return row?.version ?? 0;
}

export function insertVersion(db: Client, data: Prisma.RosterVersionUncheckedCreateInput) {
  return db.rosterVersion.create({ data, select: { version: true } });
}

export function findPlayersWithTeams(db: Client, ids: number[]) {
  return db.player.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, divisionId: true, team: { select: { name: true } } }, orderBy: { id: 'asc' } });
}
