import type { Prisma } from '../../../generated/prisma/client.js';
import type { ReviewPolicy } from '../../../generated/prisma/enums.js';

/**
 * Whether the taker may see correct answers and explanations now. after_close waits for the
 * quiz's end date (or its archiving), so referees still taking it can't be told the key.
 */
export function isReviewOpen(quiz: { review: ReviewPolicy; endDate: Date | null; status: string }, now: Date): boolean {
  if (quiz.review === 'after_submit') return true;
  if (quiz.review === 'never') return false;
  return quiz.status === 'archived' || (quiz.endDate !== null && now >= quiz.endDate);
}

/** The same rule as isReviewOpen, as a filter on quizzes, for answers that count over many attempts in one query. */
export function reviewOpenWhere(now: Date): Prisma.QuizWhereInput {
  return { OR: [{ review: 'after_submit' }, { review: 'after_close', OR: [{ status: 'archived' }, { endDate: { lte: now } }] }] };
}

/** What of one asked question's key its taker reads: the correct answer, whether theirs was right, the explanation. */
export interface TakerAnswerKey {
  correct_answer: string | null;
  is_correct: boolean | null;
  explanation: string | null;
}

/**
 * The key of a question as the taker of the attempt may read it now: all of it while the
 * review policy is open, nulls otherwise. Every answer to a taker that carries any part of the
 * key (results, reports) builds it here; managers read keys through their own endpoints.
 */
export function answerKeyForTaker(
  q: { correctAnswer: string; isCorrect: boolean | null; explanation: string },
  quiz: Parameters<typeof isReviewOpen>[0],
  now: Date,
): TakerAnswerKey {
  if (!isReviewOpen(quiz, now)) return { correct_answer: null, is_correct: null, explanation: null };
  return { correct_answer: q.correctAnswer, is_correct: q.isCorrect ?? false, explanation: q.explanation };
}
