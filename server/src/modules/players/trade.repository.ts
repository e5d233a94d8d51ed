import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;

/** Everyone a player could be traded with: the rest of the division, in one query. */
export function findDivisionPlayers(db: Client, divisionId: number, exceptPlayerId: number) {
  return db.player.findMany({
    where: { divisionId, id: { not: exceptPlayerId } },
    select: {
      id: true,
      name: true,
      teamId: true,
      overallSkill: true,
      heightCm: true,
      additionalData: true,
      team: { select: { name: true } },
    },
  });
}

/** Row locks for the trade's players, so two trades touching the same player run one after the other. */
export async function lockPlayers(db: Prisma.TransactionClient, ids: number[]): Promise<void> {
  await db.$queryRawUnsafe('SELECT id FROM players WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', ids);
}

export function setPlayerTeam(db: Client, playerId: number, teamId: number | null) {
  return db.player.update({ where: { id: playerId }, data: { teamId }, select: { id: true } });
}
