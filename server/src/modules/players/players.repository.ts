import type { Db } from '../../lib/db/database.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { escapeLikePattern } from '../../lib/like-pattern.js';
import { playerRowInclude, type PlayerRow } from './players.dto.js';

type Client = Db | Prisma.TransactionClient;

export interface PlayerFilters {
  leagueId: number;
  divisionId?: number;
  teamId?: number;
  seasonId?: number;
  unassigned?: boolean;
  search?: string;
}

/**
 * One page of the list and the number of every match, in one statement whose page PostgreSQL
 * builds as one JSON text (decision 0041): node-postgres parses one value instead of every row
 * and Prisma maps nothing. The rows have playerRowInclude's shape, so one toPlayerDto serves
 * the list and a player's own page. The search matches its text literally (% and _ are no wildcards).
 */
export async function findPlayersPage(db: Client, f: PlayerFilters, page: PageQuery) {
  const conditions = [Prisma.sql`p.league_id = ${f.leagueId}`];
  if (f.divisionId) conditions.push(Prisma.sql`p.division_id = ${f.divisionId}`);
  if (f.seasonId) conditions.push(Prisma.sql`d.season_id = ${f.seasonId}`);
  if (f.teamId) conditions.push(Prisma.sql`p.team_id = ${f.teamId}`);
  if (f.unassigned) conditions.push(Prisma.sql`p.team_id IS NULL`);
  if (f.search) conditions.push(Prisma.sql`p.name ILIKE ${`%${escapeLikePattern(f.search)}%`}`);
  const matches = Prisma.sql`FROM players p JOIN divisions d ON d.id = p.division_id WHERE ${Prisma.join(conditions, ' AND ')}`;
  const { skip, take } = pageWindow(page);
  const [{ count, rows }] = await db.$queryRaw<[{ count: number; rows: string }]>`
    SELECT (SELECT count(*)::int ${matches}) AS count, (
      SELECT coalesce(json_agg(row ORDER BY row."overallSkill" DESC, row.name, row.id), '[]')::text FROM (
        SELECT p.id, p.name, p.email, p.date_of_birth AS "dateOfBirth", p.height_cm AS "heightCm", p.overall_skill AS "overallSkill",
          p.additional_data AS "additionalData", p.league_id AS "leagueId", p.division_id AS "divisionId", p.team_id AS "teamId",
          p.participant_id AS "participantId", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
          json_build_object('name', d.name, 'seasonId', d.season_id) AS division,
          (SELECT json_build_object('name', t.name) FROM teams t WHERE t.id = p.team_id) AS team
        ${matches}
        ORDER BY p.overall_skill DESC, p.name, p.id OFFSET ${skip} LIMIT ${take}
      ) row) AS rows`;
  return { count, rows: (JSON.parse(rows) as PlayerRow[]).map(readDates) };
}

/** Dates as Prisma gives them: `date` and `timestamp(3)` columns come as JSON text without a zone, read as UTC. */
function readDates(row: PlayerRow): PlayerRow {
  const utc = (value: unknown) => new Date(`${value as string}${(value as string).length > 10 ? 'Z' : ''}`);
  return { ...row, dateOfBirth: row.dateOfBirth && utc(row.dateOfBirth), createdAt: utc(row.createdAt), updatedAt: utc(row.updatedAt) };
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
