import type { Db } from '../lib/db/database.js';

/** The token stored under this key hash, with what `authenticate` needs of its user. */
export function findTokenWithUser(db: Db, keyHash: string) {
  return db.authToken.findUnique({
    where: { keyHash },
    include: { user: { select: { id: true, username: true, userType: true, leagueId: true, isActive: true } } },
  });
}
