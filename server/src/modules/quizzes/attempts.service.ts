import type { Db } from '../../lib/db/database.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { toAttemptDto } from './attempts.dto.js';
import { listUserAttemptHistory } from './attempts.repository.js';

/** The caller's own quiz history, newest first. */
export async function listMyAttempts(db: Db, user: AuthUser) {
  const attempts = await listUserAttemptHistory(db, user.id);
  const now = new Date();
  return { count: attempts.length, results: attempts.map((a) => toAttemptDto(a, now)) };
}
