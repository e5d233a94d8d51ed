import type { Db } from '../../lib/db/database.js';
import { toReviewedQuestionDto } from './attempt-questions.dto.js';
import { toAttemptDto } from './attempts.dto.js';
import { findAttemptForResult } from './attempts.repository.js';

/** The submission result, read back from what was stored, so a repeated submit answers the same. */
export async function buildAttemptResult(db: Db, attemptId: number, now: Date) {
  const attempt = await findAttemptForResult(db, attemptId);
  return {
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    correct_answers: attempt.correctAnswers ?? 0,
    total_questions: attempt.totalQuestions ?? 0,
    submitted_late: attempt.submittedLate,
    attempt: toAttemptDto(attempt, now),
    detailed_results: attempt.questions.map(toReviewedQuestionDto),
  };
}
