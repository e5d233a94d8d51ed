import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';

type Client = Db | Prisma.TransactionClient;

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
