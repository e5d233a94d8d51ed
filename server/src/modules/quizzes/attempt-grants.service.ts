import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import { addGrantedAttempt, findRefereeInLeague } from './attempt-grants.repository.js';
import { findQuizRow } from './quizzes.repository.js';
import { quizNotFound } from './quizzes.service.js';

/** A referee administrator lets one referee try a quiz once more than its max_attempts. */
export async function grantExtraAttempt(db: Db, user: AuthUser, quizId: number, refereeId: number) {
  const quiz = await findQuizRow(db, quizId, user.leagueId);
  if (!quiz) throw quizNotFound();
  if (!(await findRefereeInLeague(db, refereeId, user.leagueId))) throw AppError.notFound('Referee');
  const grant = await addGrantedAttempt(db, quiz.id, refereeId);
  return {
    quiz_id: quiz.id,
    referee_id: refereeId,
    extra_attempts: grant.extraAttempts,
    attempts_allowed: quiz.maxAttempts + grant.extraAttempts,
  };
}
