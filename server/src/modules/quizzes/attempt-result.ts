import type { Db } from '../../lib/db/database.js';
import type { AttemptResultDto } from '@league/contract';
import { toReviewedQuestionDto } from './attempt-questions.dto.js';
import { toAttemptDto } from './attempts.dto.js';
import { findAttemptForResult } from './attempts.repository.js';
import { answerKeyForTaker, isReviewOpen } from './review-policy.js';

/**
 * The submission result, read back from what was stored, so a repeated submit answers the
 * same. While the quiz's review policy keeps the key closed, the answers given are shown but
 * not which were right, nor the correct answers and explanations.
 */
export async function buildAttemptResult(db: Db, attemptId: number, now: Date): Promise<AttemptResultDto> {
  const attempt = await findAttemptForResult(db, attemptId);
  const reviewOpen = isReviewOpen(attempt.quiz, now);
  return {
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    correct_answers: attempt.correctAnswers ?? 0,
    total_questions: attempt.totalQuestions ?? 0,
    submitted_late: attempt.submittedLate,
    attempt: toAttemptDto(attempt, now),
    review_available: reviewOpen,
    review_available_at: !reviewOpen && attempt.quiz.review === 'after_close' ? (attempt.quiz.endDate?.toISOString() ?? null) : null,
    detailed_results: attempt.questions.map((q) => toReviewedQuestionDto(q, answerKeyForTaker(q, attempt.quiz, now))),
  };
}
