import type { Db } from '../../lib/db/database.js';

/** Every league by name, id and name only: the registration forms' pick list. */
export function findLeagueChoices(db: Db) {
  return db.league.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}
