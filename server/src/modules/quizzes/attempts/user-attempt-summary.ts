import type { ScorePolicy } from '../../../generated/prisma/enums.js';
import { countedAttempt, type PastAttempt } from './attempt-policy.js';

/**
 * What the caller's dashboard shows per quiz: attempts used of those allowed, and the score
 * that counts under the quiz's policy (best or last finished attempt).
 */
export function summarizeUserAttempts(quiz: { maxAttempts: number; scorePolicy: ScorePolicy }, attempts: PastAttempt[], grantedExtra: number) {
  const counted = countedAttempt(attempts, quiz.scorePolicy);
  return {
    attempts_used: attempts.filter((a) => a.status === 'completed').length,
    attempts_allowed: quiz.maxAttempts + grantedExtra,
    counted_score: counted?.score ?? null,
    counted_passed: counted?.passed ?? null,
  };
}
