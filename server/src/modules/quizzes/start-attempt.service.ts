import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db/unique-rules.js';
import { hasRole, refereeManagers, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { attemptDeadline, checkQuizWindow, computeDeadline, isPastGrace } from './attempt-timing.js';
import { toAttemptDto } from './attempts.dto.js';
import * as repo from './attempts.repository.js';
import { toPublicQuestionDto, toQuizDto } from './quizzes.dto.js';
import { findQuiz } from './quizzes.repository.js';
import { finishAttempt } from './submit-attempt.service.js';

type QuizWithQuestions = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;
type StartedAttempt = Awaited<ReturnType<typeof repo.createAttempt>>;

// The client maps these by their keywords: draft, archived, not active, already completed, time window.
const refuse = (message: string, code: string) => AppError.badRequest(message, undefined, code);

/**
 * Starts (or resumes) the caller's attempt. The answer carries the questions without their
 * correct answers or explanations. Referees take a quiz once; managers may retake it.
 */
export async function startQuiz(ctx: LeagueContext, quizId: number) {
  const { db, user } = ctx;
  const now = new Date();
  await requireInLeague(ctx, 'quiz', quizId);
  const quiz = await findQuiz(db, quizId);
  assertStartable(quiz, now);
  let open = await repo.findOpenAttempt(db, quiz.id, user.id);
  if (open && isPastGrace(attemptDeadline(open, quiz), now)) {
    // Its time ran out with nothing submitted: close it as it stood at the deadline.
    await finishAttempt(db, { ...open, quiz }, {}, now);
    open = null;
  }
  if (open) return startAnswer(open, quiz, true);
  if (!hasRole(user, refereeManagers) && (await repo.hasCompletedAttempt(db, quiz.id, user.id))) {
    throw refuse('You have already completed this quiz.', 'quiz_already_completed');
  }
  try {
    const deadlineAt = computeDeadline(now, quiz.timeLimitMinutes, quiz.endDate);
    const created = await repo.createAttempt(db, { quizId: quiz.id, userId: user.id, startedAt: now, deadlineAt });
    return startAnswer(created, quiz, false);
  } catch (err) {
    // Two starts at once: the one-open-attempt index lets one through; the other resumes it.
    if (!isUniqueViolation(err)) throw err;
    const winner = await repo.findOpenAttempt(db, quiz.id, user.id);
    if (!winner) throw err;
    return startAnswer(winner, quiz, true);
  }
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
  if (quiz.questions.length === 0) throw refuse('This quiz has no questions yet.', 'quiz_empty');
}

function startAnswer(attempt: StartedAttempt, quiz: QuizWithQuestions, resumed: boolean) {
  return {
    resumed,
    attempt: toAttemptDto(attempt),
    quiz: { ...toQuizDto(quiz), questions: quiz.questions.map(toPublicQuestionDto) },
  };
}
