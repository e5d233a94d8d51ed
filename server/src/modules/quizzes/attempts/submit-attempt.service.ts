import { AppError } from '../../../lib/app-error.js';
import { hasRole, refereeManagers, type LeagueContext } from '../../../lib/permissions.js';
import { parseAnswerMap } from './attempt-answers.js';
import { buildAttemptResult } from './attempt-result.js';
import * as repo from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';
import { issueDueCertificates } from '../../certification/index.js';

/**
 * Scores the caller's attempt with the saved answers and the submitted ones over them. A
 * submit after the deadline and grace is scored with what was saved in time.
 */
export async function submitAttempt(ctx: LeagueContext, attemptId: number, answersInput: Record<string, string | null>, now: Date) {
  const { db, user } = ctx;
  // An attempt is its taker's alone: someone else's answers the same 404 as a missing one.
  const attempt = await repo.findOwnAttempt(db, attemptId, user.id, ctx.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  if (attempt.status === 'completed') {
    // A submit sent again (the first one's answer was lost, or was a 503 after the attempt closed) still issues what the pass earned.
    const result = await buildAttemptResult(db, attempt.id, now, !hasRole(user, refereeManagers));
    return { ...result, already_submitted: true, certificates_issued: result.passed ? await issueDueCertificates(db, ctx.leagueId, user.id, now) : [] };
  }
  if (attempt.quiz.status !== 'active') {
    throw AppError.badRequest('This quiz is not active, so answers can no longer be submitted.', undefined, 'quiz_not_active');
  }
  const answers = parseAnswerMap(answersInput, attempt.questions);
  const closed = await closeAttempt(db, attempt.id, now, answers);
  const result = await buildAttemptResult(db, attempt.id, now, !hasRole(user, refereeManagers));
  // A pass may complete a certification level: its certificate is issued now (decision 0061).
  const certificatesIssued = closed && result.passed ? await issueDueCertificates(db, ctx.leagueId, user.id, now) : [];
  return { ...result, already_submitted: !closed, certificates_issued: certificatesIssued };
}
