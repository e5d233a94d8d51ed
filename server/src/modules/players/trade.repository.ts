import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;

export function countDivisionPlayers(db: Client, divisionId: number): Promise<number> {
  return db.player.count({ where: { divisionId } });
}

/** The whole division with its teams, for checking and scoring the saved balancing rules and for trade candidates. */
export async function findDivisionRoster(db: Client, divisionId: number) {
  const [players, teams] = await Promise.all([
    db.player.findMany({ where: { divisionId }, select: { id: true, name: true, teamId: true, overallSkill: true, heightCm: true, additionalData: true }, orderBy: { id: 'asc' } }),
    db.team.findMany({ where: { divisionId }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
  ]);
  return { players, teams };
}
