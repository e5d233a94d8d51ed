import type { Db } from '../../lib/db/database.js';
import { insertRatings, type NewRatingRow } from '../../lib/db/insert-players.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

export function findDivisionInLeague(db: Db, divisionId: number, leagueId: number) {
  return db.division.findFirst({ where: { id: divisionId, leagueId }, select: { id: true, leagueId: true, name: true } });
}

export function listDivisionSkills(db: Db | Tx, divisionId: number) {
  return db.skill.findMany({ where: { divisionId }, select: { id: true, name: true, weight: true, normalizationFactor: true }, orderBy: { id: 'asc' } });
}

export function countDivisionTeams(db: Db | Tx, divisionId: number) {
  return db.team.count({ where: { divisionId } });
}

export function createRatings(tx: Tx, rows: NewRatingRow[]): Promise<void> {
  return insertRatings(tx, rows);
}

export function sumTeamComposites(tx: Tx, divisionId: number) {
  return tx.player.groupBy({ by: ['teamId'], where: { divisionId }, _sum: { overallSkill: true }, _count: { _all: true } });
}

/** Whether the admin lets the division's households count as sibling groups (decision 0046). */
export async function findHouseholdsAsGroups(db: Db, divisionId: number): Promise<boolean> {
  const division = await db.division.findUnique({ where: { id: divisionId }, select: { householdsAsGroups: true } });
  return !!division?.householdsAsGroups;
}

/** The division's players that belong to a household, with it. */
export function listPlayersWithHousehold(db: Db, divisionId: number) {
  return db.player.findMany({
    where: { divisionId, participant: { householdId: { not: null } } },
    select: { id: true, participant: { select: { household: { select: { id: true, name: true } } } } },
  });
}

/** How many of these players are still in the division. */
export function countDivisionPlayersAmong(tx: Tx, divisionId: number, playerIds: number[]) {
  return tx.player.count({ where: { divisionId, id: { in: playerIds } } });
}
