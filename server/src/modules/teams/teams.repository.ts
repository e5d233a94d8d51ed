import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

export const teamRowInclude = {
  division: { select: { name: true, seasonId: true, skills: { select: { id: true, name: true, normalizationFactor: true }, orderBy: { id: 'asc' } } } },
  // Only what the summary and strength profile need: the roster comes with the teams in the same call.
  // Players by id, as the list reads them: the thirds break ties by this order.
  players: { select: { overallSkill: true, heightCm: true, additionalData: true, ratings: { select: { skillId: true, rating: true } } }, orderBy: { id: 'asc' } },
} satisfies Prisma.TeamInclude;

export type TeamRow = Prisma.TeamGetPayload<{ include: typeof teamRowInclude }>;

type TeamWithoutRoster = Omit<TeamRow, 'players'>;
type RosterPlayer = TeamRow['players'][number] & { teamId: number };

/**
 * The list's teams with their rosters in two set-based statements, whatever the division's size
 * (decision 0116): the teams, then every player of those teams with their ratings grouped in one
 * pass. Each answer is one JSON text PostgreSQL builds (decision 0041): node-postgres parses one
 * value instead of every roster row, and Prisma maps nothing. The rows have teamRowInclude's
 * shape, so one toTeamDto serves both reads.
 */
export async function findTeams(db: Db, f: { leagueId: number; divisionId?: number; seasonId?: number }): Promise<TeamRow[]> {
  const [{ teams }] = await db.$queryRaw<[{ teams: string }]>`
    SELECT coalesce(json_agg(row ORDER BY row.name, row.id), '[]')::text AS teams FROM (
      SELECT t.id, t.name, t.coach, t.coach_email AS "coachEmail", t.coach_phone AS "coachPhone",
        t.practice_details AS "practiceDetails", t.division_id AS "divisionId", t.league_id AS "leagueId",
        t.created_at AS "createdAt", t.updated_at AS "updatedAt",
        json_build_object('name', d.name, 'seasonId', d.season_id, 'skills', coalesce(k.skills, '[]')) AS division
      FROM teams t JOIN divisions d ON d.id = t.division_id
      LEFT JOIN (
        SELECT s.division_id, json_agg(json_build_object('id', s.id, 'name', s.name, 'normalizationFactor', s.normalization_factor) ORDER BY s.id) AS skills
        FROM skills s JOIN divisions sd ON sd.id = s.division_id WHERE sd.league_id = ${f.leagueId} GROUP BY s.division_id
      ) k ON k.division_id = d.id
      WHERE t.league_id = ${f.leagueId}
        AND (${f.divisionId ?? null}::int IS NULL OR t.division_id = ${f.divisionId ?? null}::int)
        AND (${f.seasonId ?? null}::int IS NULL OR d.season_id = ${f.seasonId ?? null}::int)
    ) row`;
  const rows = JSON.parse(teams) as TeamWithoutRoster[];
  const rosters = await findRosters(db, rows.map((team) => team.id));
  return rows.map((team) => ({ ...team, players: rosters.get(team.id) ?? [], createdAt: readTimestamp(team.createdAt), updatedAt: readTimestamp(team.updatedAt) }));
}

/** Each team's players by id, as the list reads them (the thirds break ties by this order), with their ratings. */
async function findRosters(db: Db, teamIds: number[]): Promise<Map<number, TeamRow['players']>> {
  const rosters = new Map<number, TeamRow['players']>();
  if (!teamIds.length) return rosters;
  const [{ players }] = await db.$queryRaw<[{ players: string }]>`
    SELECT coalesce(json_agg(json_build_object('teamId', x.team_id, 'overallSkill', x.overall_skill, 'heightCm', x.height_cm,
        'additionalData', x.additional_data, 'ratings', x.ratings) ORDER BY x.id), '[]')::text AS players
    FROM (
      SELECT p.id, p.team_id, p.overall_skill, p.height_cm, p.additional_data,
        coalesce(json_agg(json_build_object('skillId', r.skill_id, 'rating', r.rating)) FILTER (WHERE r.player_id IS NOT NULL), '[]') AS ratings
      FROM players p LEFT JOIN player_skill_ratings r ON r.player_id = p.id
      WHERE p.team_id = ANY(${teamIds}::int[])
      GROUP BY p.id
    ) x`;
  for (const { teamId, ...player } of JSON.parse(players) as RosterPlayer[]) {
    const roster = rosters.get(teamId);
    if (roster) roster.push(player);
    else rosters.set(teamId, [player]);
  }
  return rosters;
}

/** A `timestamp(3)` column as JSON text ("2026-11-25T15:08:16.12", no zone): Prisma reads these columns as UTC. */
const readTimestamp = (value: unknown) => new Date(`${value as string}Z`);

/** The overall skills on each of a division's teams: the base of the thirds one team's profile is counted in. */
export function findDivisionComposites(db: Db, divisionId: number) {
  return db.team.findMany({ where: { divisionId }, select: { id: true, divisionId: true, players: { select: { overallSkill: true } } } });
}

export function findTeam(db: Db, id: number) {
  return db.team.findUniqueOrThrow({ where: { id }, include: teamRowInclude });
}

export async function isTeamNameTaken(db: Db, divisionId: number, name: string, exceptId?: number): Promise<boolean> {
  const found = await db.team.findFirst({
    where: { divisionId, name: sameTextIgnoringCase(name), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return !!found;
}

export function updateTeam(
  db: Db,
  id: number,
  data: { name: string; coach?: string | null; coachEmail?: string | null; coachPhone?: string | null; practiceDetails?: string },
) {
  return db.team.update({ where: { id }, data, include: teamRowInclude });
}
