import { AppError } from '../../../lib/app-error.js';
import { hasRole, refereeManagers, type LeagueContext } from '../../../lib/permissions.js';
import { buildAttemptResult } from './attempt-result.js';
import { attemptDeadline, isPastGrace } from './attempt-timing.js';
import * as repo from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';

/** The caller's finished attempt with its review (as the quiz's review policy allows). */
export async function getAttemptResult(ctx: LeagueContext, attemptId: number, now: Date) {
  const { db, user } = ctx;
  const attempt = await repo.findOwnAttempt(db, attemptId, user.id, ctx.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  if (attempt.status === 'in_progress') {
    if (!isPastGrace(attemptDeadline(attempt, attempt.quiz), now)) throw AppError.conflict('This attempt is still in progress: resume it from the dashboard.');
    await closeAttempt(db, attempt.id, now);
  }
  return buildAttemptResult(db, attempt.id, now, !hasRole(user, refereeManagers));
}
