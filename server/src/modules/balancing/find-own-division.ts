import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { findDivisionInLeague } from './balancing.repository.js';

/** The division, if it is the caller's league's; other leagues' ids answer 404 like missing ones. */
export async function findOwnDivision(db: Db, user: AuthUser, leagueId: number, divisionId: number) {
  if (leagueId !== user.leagueId) throw AppError.notFound('The league');
  const division = await findDivisionInLeague(db, divisionId, user.leagueId);
  if (!division) throw AppError.notFound('The division');
  return division;
}
