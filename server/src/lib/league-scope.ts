import type { Db } from './db/database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from './app-error.js';

// Ids from bodies and queries are only used after these checks. Another league's id
// answers the same 404 as an id that does not exist, so nothing leaks across leagues.

type Client = Db | Prisma.TransactionClient;

/** A `league` field in a body or query may only name the caller's own league. */
export function requireOwnLeague(callerLeagueId: number, given: number | null | undefined): void {
  if (given != null && given !== callerLeagueId) throw AppError.notFound('League');
}

export async function requireDivisionInLeague(db: Client, leagueId: number, id: number) {
  const division = await db.division.findFirst({ where: { id, leagueId }, select: { id: true, name: true, seasonId: true } });
  if (!division) throw AppError.notFound('Division');
  return division;
}

export async function requireTeamInLeague(db: Client, leagueId: number, id: number) {
  const team = await db.team.findFirst({ where: { id, leagueId }, select: { id: true, name: true, divisionId: true } });
  if (!team) throw AppError.notFound('Team');
  return team;
}

export async function requireSeasonInLeague(db: Client, leagueId: number, id: number) {
  const season = await db.season.findFirst({ where: { id, leagueId }, select: { id: true, name: true } });
  if (!season) throw AppError.notFound('Season');
  return season;
}

/** Checks the optional division, team and season filters of a list query in parallel. */
export async function requireFiltersInLeague(db: Client, leagueId: number, ids: { division?: number; team?: number; season?: number }) {
  const [division, team, season] = await Promise.all([
    ids.division ? requireDivisionInLeague(db, leagueId, ids.division) : null,
    ids.team ? requireTeamInLeague(db, leagueId, ids.team) : null,
    ids.season ? requireSeasonInLeague(db, leagueId, ids.season) : null,
  ]);
  return { division, team, season };
}
