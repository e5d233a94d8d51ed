import type { ReviewPolicy } from '../../generated/prisma/enums.js';

/**
 * Whether the taker may see correct answers and explanations now. after_close waits for the
 * quiz's end date (or its archiving), so referees still taking it can't be told the key.
 */
export function isReviewOpen(quiz: { review: ReviewPolicy; endDate: Date | null; status: string }, now: Date): boolean {
  if (quiz.review === 'after_submit') return true;
  if (quiz.review === 'never') return false;
  return quiz.status === 'archived' || (quiz.endDate !== null && now >= quiz.endDate);
}
