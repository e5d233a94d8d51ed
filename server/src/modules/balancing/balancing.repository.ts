import type { Db } from '../../lib/db/database.js';
import { inBatches } from '../../lib/db/in-batches.js';
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

/** Ratings go with their players, so deleting the players deletes them too (cascade). */
export async function deleteDivisionRoster(tx: Tx, divisionId: number): Promise<void> {
  await tx.player.deleteMany({ where: { divisionId } });
  await tx.team.deleteMany({ where: { divisionId } });
}

/** `coaches[i]` is team i's coach (a volunteer parent, decision 0064), or null. */
export function createTeams(tx: Tx, division: { id: number; leagueId: number }, names: string[], coaches: (string | null)[] = []) {
  return tx.team.createManyAndReturn({
    data: names.map((name, i) => ({ name, coach: coaches[i] ?? null, divisionId: division.id, leagueId: division.leagueId })),
    select: { id: true, name: true },
  });
}

/**
 * INSERTs of 500 players. Ids come from the sequence in VALUES order, so sorting each slice's
 * returned rows by id lines them up with `rows` (other sessions can only take ids around ours).
 */
export async function createPlayers(tx: Tx, rows: Prisma.PlayerCreateManyInput[]) {
  return inBatches(rows, 500, async (slice) => (await tx.player.createManyAndReturn({ data: slice, select: { id: true } })).sort((a, b) => a.id - b.id));
}

export async function createRatings(tx: Tx, rows: Prisma.PlayerSkillRatingCreateManyInput[]): Promise<void> {
  await inBatches(rows, 2000, async (slice) => [await tx.playerSkillRating.createMany({ data: slice })]);
}

export function sumTeamComposites(tx: Tx, divisionId: number) {
  return tx.player.groupBy({ by: ['teamId'], where: { divisionId }, _sum: { overallSkill: true }, _count: { _all: true } });
}
