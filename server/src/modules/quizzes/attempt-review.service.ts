import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { buildAttemptResult } from './attempt-result.js';
import { isPastGrace } from './attempt-timing.js';
import * as repo from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';

/** The caller's finished attempt with its review (as the quiz's review policy allows). */
export async function getAttemptResult(db: Db, user: AuthUser, attemptId: number, now: Date) {
  const attempt = await repo.findOwnAttempt(db, attemptId, user.id, user.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  if (attempt.status === 'in_progress') {
    if (!isPastGrace(attempt.deadlineAt, now)) throw AppError.conflict('This attempt is still in progress: resume it from the dashboard.');
    await closeAttempt(db, attempt.id, now);
  }
  return buildAttemptResult(db, attempt.id, now);
}
