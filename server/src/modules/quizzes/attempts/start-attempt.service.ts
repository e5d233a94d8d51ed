import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import { isUniqueViolation } from '../../../lib/db/unique-rules.js';
import { hasRole, refereeManagers, requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { readSavedAnswers } from './attempt-answers.js';
import { toAskedQuestionDto } from './attempt-questions.dto.js';
import { checkStartAllowed } from './attempt-policy.js';
import { attemptDeadline, checkQuizWindow, computeDeadline, extendedLimitMinutes, isPastGrace } from './attempt-timing.js';
import { toAttemptDto } from './attempts.dto.js';
import * as repo from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';
import { readDrawRules } from '../drawing/draw-rules.js';
import { pickAttemptQuestions } from '../drawing/pick-attempt-questions.js';
import { toQuizDto } from '../quizzes.dto.js';
import { findQuiz } from '../quizzes.repository.js';
import { withMedia } from '../media/media.dto.js';

type QuizWithQuestions = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;
type StartedAttempt = NonNullable<Awaited<ReturnType<typeof repo.findOpenAttempt>>>;

// The client maps these by their keywords: draft, archived, not active, already completed, time window.
const refuse = (message: string, code: string) => AppError.badRequest(message, undefined, code);

/**
 * Starts (or resumes) the caller's attempt. The answer carries the questions as the attempt
 * asks them (without correct answers or explanations), the answers saved so far and the time
 * left, so another tab or device carries on exactly. Referees follow the quiz's attempt policy;
 * managers may always retake it.
 */
export async function startQuiz(ctx: LeagueContext, quizId: number, now: Date) {
  const { db, user } = ctx;
  await requireInLeague(ctx, 'quiz', quizId);
  const quiz = await findQuiz(db, quizId);
  assertStartable(quiz, now);
  let open = await repo.findOpenAttempt(db, quiz.id, user.id);
  if (open && isPastGrace(attemptDeadline(open, quiz), now)) {
    // Its time ran out with nothing submitted: score it with what was saved by the deadline.
    await closeAttempt(db, open.id, now);
    open = null;
  }
  if (open) return startAnswer(db, open, quiz, true, now);
  const taker = await repo.findTaker(db, quiz.id, user.id);
  if (!hasRole(user, refereeManagers)) {
    const refusal = checkStartAllowed(quiz, taker.attempts, taker.grantedExtra, now);
    if (refusal) {
      // The time the next attempt opens, for the client to say in the referee's own locale.
      const details = refusal.code === 'quiz_cooldown' ? { available_at: refusal.availableAt.toISOString() } : undefined;
      // 409: the request is fine, the referee's past attempts stand in its way (decision 0088).
      throw new AppError(409, refusal.message, refusal.code, details);
    }
  }
  try {
    const limit = extendedLimitMinutes(quiz.timeLimitMinutes, taker.extraTimePercent);
    const deadlineAt = computeDeadline(now, limit, quiz.endDate);
    const attempt = { quizId: quiz.id, userId: user.id, startedAt: now, deadlineAt, timeLimitMinutes: limit, extraTimePercent: taker.extraTimePercent };
    const created = await createWithCurrentQuestions(db, quiz, attempt, user.id);
    return startAnswer(db, created, quiz, false, now);
  } catch (err) {
    // Two starts at once: the one-open-attempt index lets one through; the other resumes it.
    if (!isUniqueViolation(err)) throw err;
    const winner = await repo.findOpenAttempt(db, quiz.id, user.id);
    if (!winner) throw err;
    return startAnswer(db, winner, quiz, true, now);
  }
}

/** Picks and snapshots the questions; picks again when one got a new version (a regrade) in between. */
async function createWithCurrentQuestions(db: Db, quiz: QuizWithQuestions, attempt: Parameters<typeof repo.createAttempt>[1], userId: number) {
  for (let round = 0; round < 3; round++) {
    const source = round === 0 ? quiz : await findQuiz(db, quiz.id);
    const asked = await pickAttemptQuestions(db, source, userId);
    if (asked.length === 0) throw refuse('This quiz has no questions yet.', 'quiz_empty');
    const created = await repo.createAttempt(db, attempt, asked);
    if (created) return created;
  }
  throw AppError.unavailable("This quiz's questions are being corrected right now. Please try again in a moment.", 1);
}

function assertStartable(quiz: QuizWithQuestions, now: Date): void {
  if (quiz.status === 'draft') throw refuse('This quiz is still in draft mode.', 'quiz_draft');
  if (quiz.status === 'archived') throw refuse('This quiz has been archived.', 'quiz_archived');
  if (quiz.status !== 'active') throw refuse('This quiz is not active.', 'quiz_not_active');
  const window = checkQuizWindow(quiz, now);
  if (window === 'not_open') {
    throw refuse(`This quiz is outside its time window: it opens at ${quiz.startDate!.toISOString()}.`, 'quiz_outside_window');
  }
  if (window === 'closed') {
    throw refuse(`This quiz is outside its time window: it closed at ${quiz.endDate!.toISOString()}.`, 'quiz_outside_window');
  }
  if (quiz.questions.length === 0 && !readDrawRules(quiz.drawRules)) throw refuse('This quiz has no questions yet.', 'quiz_empty');
}

async function startAnswer(db: Db, attempt: StartedAttempt, quiz: QuizWithQuestions, resumed: boolean, now: Date) {
  // The question's pictures and clips as they are now (media are not part of the snapshot).
  const questions = await withMedia(db, attempt.questions.map(toAskedQuestionDto), now);
  return {
    resumed,
    attempt: toAttemptDto(attempt, now),
    quiz: { ...toQuizDto(quiz), questions_count: attempt.questions.length, questions },
    saved_answers: { ...readSavedAnswers(attempt.savedAnswers) },
    remaining_seconds: toAttemptDto(attempt, now).remaining_seconds,
  };
}
