import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { playerRowInclude } from './players.dto.js';

type Client = Db | Prisma.TransactionClient;

export interface PlayerFilters {
  leagueId: number;
  divisionId?: number;
  teamId?: number;
  seasonId?: number;
  unassigned?: boolean;
  search?: string;
}

/** One page of the list (relations come with it) and the number of every match. */
export async function findPlayersPage(db: Client, f: PlayerFilters, page: PageQuery) {
  const where: Prisma.PlayerWhereInput = { leagueId: f.leagueId };
  if (f.divisionId) where.divisionId = f.divisionId;
  if (f.seasonId) where.division = { seasonId: f.seasonId };
  if (f.teamId) where.teamId = f.teamId;
  if (f.unassigned) where.AND = [{ teamId: null }];
  if (f.search) where.name = { contains: f.search, mode: 'insensitive' };
  const [count, rows] = await Promise.all([
    db.player.count({ where }),
    db.player.findMany({ where, include: playerRowInclude, orderBy: [{ overallSkill: 'desc' }, { name: 'asc' }, { id: 'asc' }], ...pageWindow(page) }),
  ]);
  return { count, rows };
}

export function findPlayersByIds(db: Client, ids: number[]) {
  return db.player.findMany({ where: { id: { in: ids } }, include: playerRowInclude, orderBy: { id: 'asc' } });
}

export function findDivisionSkills(db: Client, divisionId: number) {
  return db.skill.findMany({ where: { divisionId }, select: { id: true, name: true, normalizationFactor: true } });
}

export interface NewPlayer {
  name: string;
  email: string | null;
  dateOfBirth: Date | null;
  heightCm: number | null;
  additionalData: Prisma.InputJsonObject;
  leagueId: number;
  divisionId: number;
  teamId: number | null;
  ratings: { skillId: number; rating: number }[];
}

export function insertPlayer(db: Client, p: NewPlayer) {
  const { ratings, ...fields } = p;
  return db.player.create({ data: { ...fields, ratings: { createMany: { data: ratings } } }, select: { id: true } });
}

/** deleteMany so a concurrent delete is no error. */
export async function deletePlayer(db: Client, id: number): Promise<void> {
  await db.player.deleteMany({ where: { id } });
}
