import type { Db } from './db/database.js';
import { currentUser, type AuthUser } from '../middleware/authenticate.js';

/** What a league-scoped service needs: the database and the caller's league, never taken from input. */
export interface LeagueContext {
  db: Db;
  leagueId: number;
}

/** The context of an authenticated request; call after authenticate. */
export function leagueContext(db: Db, req: { user?: AuthUser }): LeagueContext {
  return { db, leagueId: currentUser(req).leagueId };
}
