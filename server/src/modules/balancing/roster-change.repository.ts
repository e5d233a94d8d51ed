import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;

/** The division's players (with ratings, for the preview) and teams, by id: what a rebalance or placement reads. */
export async function findStoredRoster(db: Client, divisionId: number) {
  const [players, teams] = await Promise.all([
    db.player.findMany({
      where: { divisionId },
      select: {
        id: true,
        // The person, for last season's ratings (decision 0066).
        participantId: true,
        name: true,
        email: true,
        dateOfBirth: true,
        heightCm: true,
        overallSkill: true,
        additionalData: true,
        teamId: true,
        ratings: { select: { skillId: true, rating: true } },
      },
      orderBy: { id: 'asc' },
    }),
    db.team.findMany({ where: { divisionId }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
  ]);
  return { players, teams };
}

/** Who is on which team now, for checking a save against the preview. */
export async function findAssignment(tx: Prisma.TransactionClient, divisionId: number) {
  const [players, teams] = await Promise.all([
    tx.player.findMany({ where: { divisionId }, select: { id: true, teamId: true }, orderBy: { id: 'asc' } }),
    tx.team.findMany({ where: { divisionId }, select: { id: true, name: true }, orderBy: { id: 'asc' } }),
  ]);
  return { players, teams };
}

export function countTeamPlayers(tx: Prisma.TransactionClient, divisionId: number) {
  return tx.player.groupBy({ by: ['teamId'], where: { divisionId }, _count: { _all: true } });
}
