import type { Db } from '../../../lib/db/database.js';
import type { AttemptResultDto } from '@league/contract';
import { nextAttempt } from './attempt-policy.js';
import { toReviewedQuestionDto } from './attempt-questions.dto.js';
import { toAttemptDto } from './attempts.dto.js';
import { withReviewMedia } from '../media/media.dto.js';
import { findAttemptForResult, findTaker } from './attempts.repository.js';
import { answerKeyForTaker, isReviewOpen } from './review-policy.js';

/**
 * The submission result, read back from what was stored, so a repeated submit answers the
 * same. While the quiz's review policy keeps the key closed, the answers given are shown but
 * not which were right, nor the correct answers and explanations. It says when the taker may
 * try again; managers, whom the attempt policy does not bind, may always.
 */
export async function buildAttemptResult(db: Db, attemptId: number, now: Date, boundByPolicy: boolean): Promise<AttemptResultDto> {
  const attempt = await findAttemptForResult(db, attemptId);
  const taker = await findTaker(db, attempt.quizId, attempt.userId);
  const next = nextAttempt(attempt.quiz, { ...taker, boundByPolicy }, now);
  const reviewOpen = isReviewOpen(attempt.quiz, now);
  const reviewed = attempt.questions.map((q) => toReviewedQuestionDto(q, answerKeyForTaker(q, attempt.quiz, now)));
  return {
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    correct_answers: attempt.correctAnswers ?? 0,
    total_questions: attempt.totalQuestions ?? 0,
    submitted_late: attempt.submittedLate,
    attempt: toAttemptDto(attempt, now),
    review_available: reviewOpen,
    review_available_at: !reviewOpen && attempt.quiz.review === 'after_close' ? (attempt.quiz.endDate?.toISOString() ?? null) : null,
    next_attempt: { when: next.when, available_at: next.availableAt?.toISOString() ?? null },
    detailed_results: await withReviewMedia(db, reviewed, now),
  };
}
