import type { SavedAnswersResponse } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import type { LeagueContext } from '../../../lib/permissions.js';
import { parseAnswerMap, readSavedAnswers } from './attempt-answers.js';
import { attemptDeadline, isPastGrace, remainingSeconds } from './attempt-timing.js';
import * as repo from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';

const closedMessage = 'This attempt is closed, so answers can no longer be saved. Answers saved before the deadline were scored.';

/**
 * Autosave: merges the answers into the attempt's saved ones. Only the owner, only while the
 * attempt is open and its deadline (plus grace) has not passed; a save that arrives later
 * closes the attempt with what was saved in time and is refused with 409.
 */
export async function saveAttemptAnswers(ctx: LeagueContext, attemptId: number, answersInput: Record<string, string | null>, now: Date): Promise<SavedAnswersResponse> {
  const { db, user } = ctx;
  const attempt = await repo.findOwnAttempt(db, attemptId, user.id, ctx.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  const answers = parseAnswerMap(answersInput, attempt.questions);
  if (attempt.status !== 'in_progress') throw closed();
  const deadline = attemptDeadline(attempt, attempt.quiz);
  if (isPastGrace(deadline, now)) {
    await closeAttempt(db, attempt.id, now);
    throw closed();
  }
  if (attempt.quiz.status !== 'active') {
    throw AppError.badRequest('This quiz is not active, so answers can no longer be saved.', undefined, 'quiz_not_active');
  }
  const merged = await repo.mergeSavedAnswers(db, attempt.id, answers, now);
  if (merged === null) throw closed();
  const saved = readSavedAnswers(merged);
  return {
    saved_answers: { ...saved },
    answered_count: Object.values(saved).filter((a) => a !== null).length,
    remaining_seconds: remainingSeconds(deadline, now),
    saved_at: now.toISOString(),
  };
}

function closed() {
  return new AppError(409, closedMessage, 'attempt_closed');
}
