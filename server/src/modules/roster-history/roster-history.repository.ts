import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';

type Client = Db | Prisma.TransactionClient;

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

export function findVersion(db: Client, divisionId: number, version: number) {
  return db.rosterVersion.findUnique({ where: { divisionId_version: { divisionId, version } } });
}

export function countVersions(db: Client, divisionId: number) {
  return db.rosterVersion.count({ where: { divisionId } });
}

export function findVersionsPage(db: Client, divisionId: number, page: PageQuery) {
  return db.rosterVersion.findMany({
    where: { divisionId },
    orderBy: { version: 'desc' },
    ...pageWindow(page),
    include: { actor: { select: { id: true, username: true } } },
  });
}

/** One statement per target team, so restoring 2,000 players is a handful of updates. */
export async function assignPlayers(db: Client, divisionId: number, byTeam: Map<number | null, number[]>): Promise<void> {
  for (const [teamId, playerIds] of byTeam) {
    if (playerIds.length) await db.player.updateMany({ where: { divisionId, id: { in: playerIds } }, data: { teamId } });
  }
}

export function findPlayersWithTeams(db: Client, ids: number[]) {
  return db.player.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, divisionId: true, team: { select: { name: true } } }, orderBy: { id: 'asc' } });
}
