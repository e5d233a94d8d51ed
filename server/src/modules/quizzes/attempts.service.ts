import type { Db } from '../../lib/db/database.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { closeExpiredAttempts } from './attempt-sweep.js';
import { toAttemptDto } from './attempts.dto.js';
import { listUserAttemptHistory } from './attempts.repository.js';

/** The caller's own quiz history, newest first; attempts whose time ran out are scored first. */
export async function listMyAttempts(db: Db, user: AuthUser, now: Date) {
  await closeExpiredAttempts(db, now, user.id);
  const attempts = await listUserAttemptHistory(db, user.id);
  return { count: attempts.length, results: attempts.map((a) => toAttemptDto(a, now)) };
}
