import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** The named raters' entries of these divisions' skills and players, carried-forward ones left out, oldest first. */
export function findRaterEntries(db: Client, leagueId: number, divisionIds: number[]) {
  return db.ratingEntry.findMany({
    where: { leagueId, skill: { divisionId: { in: divisionIds } }, player: { divisionId: { in: divisionIds } }, raterName: { not: null }, kind: { not: 'carried_forward' } },
    select: {
      id: true, raterName: true, playerId: true, skillId: true, rating: true, originalValue: true, kind: true, coachLinkId: true, skill: { select: { divisionId: true } },
      scaleMin: true, scaleMax: true, lowIsBest: true, player: { select: { name: true, divisionId: true } }, coachLink: { select: { team: { select: { name: true } } } },
    },
    orderBy: { id: 'asc' },
  });
}

export function findSkillsOfDivisions(db: Client, divisionIds: number[]) {
  return db.skill.findMany({ where: { divisionId: { in: divisionIds } }, select: { id: true, name: true, normalizationFactor: true, divisionId: true }, orderBy: { id: 'asc' } });
}

/** Which of these entries are still a player's current rating. */
export async function findCurrentSourceEntryIds(tx: Prisma.TransactionClient, entryIds: number[]): Promise<Set<number | null>> {
  const rows = await tx.playerSkillRating.findMany({ where: { sourceEntryId: { in: entryIds } }, select: { sourceEntryId: true } });
  return new Set(rows.map((r) => r.sourceEntryId));
}

export function findSeasonDivisions(db: Client, seasonId: number, leagueId: number) {
  return db.division.findMany({ where: { seasonId, leagueId }, select: { id: true, name: true }, orderBy: { name: 'asc' } });
}
