import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { LeagueContext } from '../../lib/permissions.js';
import type { Question, QuizAttempt } from '../../generated/prisma/client.js';
import { attemptDeadline, isPastGrace, minutesTaken } from './attempt-timing.js';
import { buildAttemptResult } from './attempt-result.js';
import * as repo from './attempts.repository.js';
import { scoreAnswers } from './scoring.js';

type OpenAttempt = QuizAttempt & { quiz: { passingScore: number; endDate: Date | null; questions: Question[] } };

export async function submitAttempt(ctx: LeagueContext, attemptId: number, answers: Record<string, string | null>) {
  const { db, user } = ctx;
  // An attempt is its taker's alone: someone else's answers the same 404 as a missing one.
  const attempt = await repo.findOwnAttempt(db, attemptId, user.id, ctx.leagueId);
  if (!attempt) throw AppError.notFound('Attempt');
  if (attempt.status === 'completed') return { ...(await buildAttemptResult(db, attempt.id)), already_submitted: true };
  if (attempt.quiz.status !== 'active') {
    throw AppError.badRequest('This quiz is not active, so answers can no longer be submitted.', undefined, 'quiz_not_active');
  }
  const known = new Set(attempt.quiz.questions.map((q) => String(q.id)));
  const unknown = Object.keys(answers).filter((key) => !known.has(key));
  if (unknown.length) {
    throw AppError.badRequest("Answers must be keyed by the ids of this quiz's questions.", { unknown_question_ids: unknown }, 'validation_error');
  }
  const completed = await finishAttempt(db, attempt, answers, new Date());
  return { ...(await buildAttemptResult(db, attempt.id)), already_submitted: !completed };
}

/**
 * Scores and closes an open attempt. Past the deadline plus grace, the attempt is scored as
 * of its deadline: the server held no answers then, so late answers count as unanswered.
 * A quiz whose end date has passed closes its open attempts this way too.
 */
export async function finishAttempt(db: Db, attempt: OpenAttempt, answers: Record<string, string | null>, now: Date) {
  const deadline = attemptDeadline(attempt, attempt.quiz);
  const late = isPastGrace(deadline, now);
  const scored = scoreAnswers(attempt.quiz.questions, late ? {} : answers, attempt.quiz.passingScore);
  return repo.completeAttempt(
    db,
    attempt.id,
    {
      submittedAt: now,
      submittedLate: late,
      score: scored.score,
      passed: scored.passed,
      correctAnswers: scored.correctAnswers,
      totalQuestions: scored.totalQuestions,
      timeTakenMinutes: minutesTaken(attempt.startedAt, deadline, now),
    },
    scored.rows,
  );
}
