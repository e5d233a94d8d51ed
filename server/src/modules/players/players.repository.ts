import type { Db } from '../../lib/db/database.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageWindow, type PageQuery } from '../../lib/paging.js';
import { escapeLikePattern } from '../../lib/like-pattern.js';
import type { PlayerPeopleDto } from '@league/contract';
import { playerRowInclude, type PlayerRow } from './players.dto.js';

type Client = Db | Prisma.TransactionClient;

export interface PlayerFilters {
  leagueId: number;
  divisionId?: number;
  teamId?: number;
  seasonId?: number;
  unassigned?: boolean;
  search?: string;
  history?: 'returning' | 'new';
  missingRatings?: boolean;
  household?: boolean;
}

// Decision 0047, one definition each for the filters and the facts of findPeopleFacts.
// Registered in a season that started before this player's season (p, d as the outer query names them).
const returningSql = Prisma.sql`EXISTS (SELECT 1 FROM players p2 JOIN divisions d2 ON d2.id = p2.division_id
  JOIN seasons s2 ON s2.id = d2.season_id WHERE p2.participant_id = p.participant_id
  AND s2.start_date < (SELECT s.start_date FROM seasons s WHERE s.id = d.season_id))`;
// Some skill of the division without a rating for this player.
const missingRatingsSql = Prisma.sql`EXISTS (SELECT 1 FROM skills k WHERE k.division_id = p.division_id
  AND NOT EXISTS (SELECT 1 FROM player_skill_ratings r WHERE r.player_id = p.id AND r.skill_id = k.id))`;
// Another person of the player's household registered in the same division: siblings here.
const householdHereSql = Prisma.sql`EXISTS (SELECT 1 FROM participants me JOIN participants sib ON sib.household_id = me.household_id AND sib.id <> me.id
  JOIN players p3 ON p3.participant_id = sib.id AND p3.division_id = p.division_id WHERE me.id = p.participant_id)`;

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
  if (f.history) conditions.push(f.history === 'returning' ? returningSql : Prisma.sql`NOT ${returningSql}`);
  if (f.missingRatings) conditions.push(missingRatingsSql);
  if (f.household) conditions.push(householdHereSql);
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

/** The person behind each registration (decision 0047), for the list and a player's page, in one statement. */
export async function findPeopleFacts(db: Client, playerIds: number[]): Promise<Map<number, PlayerPeopleDto>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: number; participant_id: number | null; household_id: number | null; household_name: string | null; registered_here: number; returning: boolean; seasons_played: number; missing_ratings: boolean }[]>`
    SELECT p.id, p.participant_id, h.id AS household_id, h.name AS household_name,
      (SELECT count(*)::int FROM players p4 JOIN participants pa4 ON pa4.id = p4.participant_id
        WHERE p4.division_id = p.division_id AND h.id IS NOT NULL AND pa4.household_id = h.id) AS registered_here,
      ${returningSql} AS returning,
      (SELECT count(DISTINCT d5.season_id)::int FROM players p5 JOIN divisions d5 ON d5.id = p5.division_id WHERE p5.participant_id = p.participant_id) AS seasons_played,
      ${missingRatingsSql} AS missing_ratings
    FROM players p JOIN divisions d ON d.id = p.division_id
    LEFT JOIN participants pa ON pa.id = p.participant_id LEFT JOIN households h ON h.id = pa.household_id
    WHERE p.id IN (${Prisma.join(playerIds)})`;
  return new Map(rows.map((r) => [r.id, {
    participant_id: r.participant_id,
    household: r.household_id === null ? null : { id: r.household_id, name: r.household_name!, registered_here: r.registered_here },
    returning: r.returning,
    seasons_played: Math.max(1, r.seasons_played),
    missing_ratings: r.missing_ratings,
  }]));
}

export function findPlayersByIds(db: Client, ids: number[]) {
  return db.player.findMany({ where: { id: { in: ids } }, include: playerRowInclude, orderBy: { id: 'asc' } });
}

export function findDivisionSkills(db: Client, divisionId: number) {
  return db.skill.findMany({ where: { divisionId }, select: { id: true, name: true, normalizationFactor: true } });
}

/** deleteMany so a concurrent delete is no error. */
export async function deletePlayer(db: Client, id: number): Promise<void> {
  await db.player.deleteMany({ where: { id } });
}

/**
 * Each skill's mean stored rating (on the skill's own scale) over the division's players: what an
 * unrated late player starts with (decision 0051), so a late sign-up is neither the weakest nor
 * the strongest child by default. Skills nobody is rated in are absent.
 */
export async function findDivisionRatingMeans(db: Client, divisionId: number): Promise<Map<number, number>> {
  const rows = await db.playerSkillRating.groupBy({ by: ['skillId'], where: { player: { divisionId } }, _avg: { rating: true } });
  return new Map(rows.flatMap((r) => (r._avg.rating === null ? [] : [[r.skillId, r._avg.rating] as [number, number]])));
}

/** The person a new player was matched to by the insert trigger, if any. */
export async function findPlayerParticipantId(db: Client, id: number): Promise<number | null | undefined> {
  return (await db.player.findUnique({ where: { id }, select: { participantId: true } }))?.participantId;
}
