import type { Db } from '../../lib/db/database.js';
import { demoLeagueName } from '../../seed/demo-accounts.js';
import * as repo from './leagues.repository.js';

/**
 * The leagues a referee may register with: public, no authentication, so only id and name
 * (`{ id, name }[]`, the client's referee-auth list-leagues.ts reads it). The demo league is
 * left out once the install has a league of its own (decision 0188): a real referee signing up
 * should not pick it by mistake. Alone, it stays, so someone trying the product can sign up.
 */
export async function listPublicLeagues(db: Db) {
  return leaguesForSignUp(await repo.findLeagueChoices(db));
}

export function leaguesForSignUp<L extends { name: string }>(leagues: L[]): L[] {
  const own = leagues.filter((league) => league.name !== demoLeagueName);
  return own.length > 0 ? own : leagues;
}
