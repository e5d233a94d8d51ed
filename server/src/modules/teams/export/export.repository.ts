import type { Db } from '../../../lib/db/database.js';
import type { Prisma } from '../../../generated/prisma/client.js';

export interface ExportFilters {
  leagueId: number;
  divisionId?: number;
  seasonId?: number;
}

function divisionScope(f: ExportFilters) {
  return {
    leagueId: f.leagueId,
    ...(f.divisionId ? { divisionId: f.divisionId } : {}),
    ...(f.seasonId ? { division: { seasonId: f.seasonId } } : {}),
  };
}

/** Players with the ratings of the chosen skills only, in one call whatever the count. */
export function findExportPlayers(db: Db, f: ExportFilters, skillIds: number[]) {
  return db.player.findMany({
    where: divisionScope(f) satisfies Prisma.PlayerWhereInput,
    include: {
      division: { select: { name: true, householdsAsGroups: true } },
      team: { select: { name: true } },
      ratings: { where: { skillId: { in: skillIds } }, select: { skillId: true, rating: true } },
      participant: { select: { guardianNames: true, emails: true, phones: true, household: { select: { id: true, name: true } } } },
    },
  });
}
/** `siblingGroup`: the group the player plays with (export/sibling-groups.ts), read before contacts are dropped. */
export type ExportPlayerRow = Awaited<ReturnType<typeof findExportPlayers>>[number] & { siblingGroup?: string | null };

export function findExportTeams(db: Db, f: ExportFilters) {
  return db.team.findMany({
    where: divisionScope(f) satisfies Prisma.TeamWhereInput,
    include: { division: { select: { name: true } }, league: { select: { name: true } } },
  });
}
export type ExportTeamRow = Awaited<ReturnType<typeof findExportTeams>>[number];

export function findLeagueName(db: Db, leagueId: number) {
  return db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { name: true } });
}
