import type { GrantedAttemptDto } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { addGrantedAttempt, findRefereeInLeague } from './attempt-grants.repository.js';

/** A referee administrator lets one referee try a quiz once more than its max_attempts. */
export async function grantExtraAttempt(ctx: LeagueContext, quizId: number, refereeId: number): Promise<GrantedAttemptDto> {
  const quiz = await requireInLeague(ctx, 'quiz', quizId);
  if (!(await findRefereeInLeague(ctx.db, refereeId, ctx.leagueId))) throw AppError.notFound('Referee');
  const grant = await addGrantedAttempt(ctx.db, quiz.id, refereeId);
  return {
    quiz_id: quiz.id,
    referee_id: refereeId,
    extra_attempts: grant.extraAttempts,
    attempts_allowed: quiz.maxAttempts + grant.extraAttempts,
  };
}
