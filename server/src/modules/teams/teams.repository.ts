import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const teamRowInclude = {
  division: { select: { name: true, seasonId: true, skills: { select: { id: true, name: true, normalizationFactor: true }, orderBy: { id: 'asc' } } } },
  // Only what the summary and strength profile need: the roster comes with the teams in the same call.
  players: { select: { overallSkill: true, heightCm: true, additionalData: true, ratings: { select: { skillId: true, rating: true } } } },
} satisfies Prisma.TeamInclude;

export type TeamRow = Prisma.TeamGetPayload<{ include: typeof teamRowInclude }>;

export function findTeams(db: Db, f: { leagueId: number; divisionId?: number; seasonId?: number }) {
  const where: Prisma.TeamWhereInput = { leagueId: f.leagueId };
  if (f.divisionId) where.divisionId = f.divisionId;
  if (f.seasonId) where.division = { seasonId: f.seasonId };
  return db.team.findMany({ where, include: teamRowInclude, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The overall skills on each of a division's teams: the base of the thirds one team's profile is counted in. */
export function findDivisionComposites(db: Db, divisionId: number) {
  return db.team.findMany({ where: { divisionId }, select: { id: true, divisionId: true, players: { select: { overallSkill: true } } } });
}

export function findTeam(db: Db, id: number) {
  return db.team.findUniqueOrThrow({ where: { id }, include: teamRowInclude });
}

export async function isTeamNameTaken(db: Db, divisionId: number, name: string, exceptId?: number): Promise<boolean> {
  const found = await db.team.findFirst({
    where: { divisionId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return !!found;
}

export function insertTeam(db: Db, data: { name: string; coach: string | null; divisionId: number; leagueId: number }) {
  return db.team.create({ data, include: teamRowInclude });
}

export function updateTeam(db: Db, id: number, data: { name: string; coach?: string | null }) {
  return db.team.update({ where: { id }, data, include: teamRowInclude });
}

/** The schema's ON DELETE SET NULL unassigns the players; they stay in their division. deleteMany: a concurrent delete is no error. */
export async function deleteTeam(db: Db | Prisma.TransactionClient, id: number): Promise<void> {
  await db.team.deleteMany({ where: { id } });
}
