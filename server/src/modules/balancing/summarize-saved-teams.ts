import { round } from '../../lib/composite.js';
import type { Prisma } from '../../generated/prisma/client.js';
import * as repo from './balancing.repository.js';

/** The answer of persist_teams, whether the players were new (a file) or stored (decision 0040). */
export async function summarizeSavedTeams(
  tx: Prisma.TransactionClient,
  divisionId: number,
  teams: { id: number; name: string }[],
  counts: { replacedTeams: number; players: number },
) {
  const sums = new Map((await repo.sumTeamComposites(tx, divisionId)).map((row) => [row.teamId, row]));
  return {
    replaced_teams: counts.replacedTeams,
    player_count: counts.players,
    teams: teams.map((t) => ({
      id: t.id,
      team_name: t.name,
      player_count: sums.get(t.id)?._count._all ?? 0,
      composite_total: round(sums.get(t.id)?._sum.overallSkill ?? 0, 4),
    })),
  };
}
