import type { Db } from '../../lib/db/database.js';
import * as repo from './leagues.repository.js';

/**
 * The leagues a referee may register with: public, no authentication, so only id and name
 * (`{ id, name }[]`, the client's referee-auth list-leagues.ts reads it).
 */
export function listPublicLeagues(db: Db) {
  return repo.findLeagueChoices(db);
}
