import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import * as repo from './officiating.repository.js';
import { refereeName } from './season-officials-input.js';

/**
 * Whom an email to "the assignor" goes to: the named user (who published the game, or allowed
 * self-assign) while they have an email address, else the league's active administrators.
 */
export async function findAssignor(db: Db | Prisma.TransactionClient, leagueId: number, userId: number | null): Promise<{ name: string; emails: string[] }> {
  const [named] = userId ? await repo.findUserContacts(db, [userId]) : [];
  if (named?.email) return { name: refereeName(named), emails: [named.email] };
  const admins = await repo.findLeagueAdminContacts(db, leagueId);
  return { name: 'assignor', emails: admins.map((a) => a.email!) };
}
