import type { ScorePolicy } from '../../../generated/prisma/enums.js';

export interface PolicyQuiz {
  maxAttempts: number;
  cooldownHours: number;
  stopAfterPass: boolean;
}

export interface PastAttempt {
  status: string;
  passed: boolean | null;
  score: number | null;
  submittedAt: Date | null;
  startedAt: Date;
}

export type StartRefusal =
  | { code: 'quiz_already_passed'; message: string }
  | { code: 'quiz_already_completed'; message: string }
  | { code: 'quiz_cooldown'; message: string; availableAt: Date };

/**
 * Whether a referee may start another attempt: at most max_attempts plus what an administrator
 * granted, stop once passed (when the quiz says so), and not before the cooldown after
 * the last finished attempt has passed. Pure, so the rules are tested on plain data.
 */
export function checkStartAllowed(quiz: PolicyQuiz, attempts: PastAttempt[], grantedExtra: number, now: Date): StartRefusal | null {
  const finished = attempts.filter((a) => a.status === 'completed');
  const allowed = quiz.maxAttempts + grantedExtra;
  if (finished.length >= allowed) {
    const message = allowed === 1 ? 'You have already used your one attempt at this quiz.' : `You have already completed this quiz ${finished.length} times, the most it allows.`;
    return { code: 'quiz_already_completed', message };
  }
  if (quiz.stopAfterPass && finished.some((a) => a.passed)) {
    return { code: 'quiz_already_passed', message: 'You have already completed this quiz and passed it.' };
  }
  const last = finished.map((a) => a.submittedAt ?? a.startedAt).sort((a, b) => b.getTime() - a.getTime())[0];
  if (last && quiz.cooldownHours > 0) {
    const availableAt = new Date(last.getTime() + quiz.cooldownHours * 3_600_000);
    if (now < availableAt) {
      return { code: 'quiz_cooldown', message: `You can try this quiz again from ${availableAt.toISOString()} (a ${quiz.cooldownHours}-hour pause between attempts).`, availableAt };
    }
  }
  return null;
}

export type NextAttempt = { when: 'now' | 'never'; availableAt: null } | { when: 'later'; availableAt: Date };

/**
 * When the taker may start another attempt, told on the results page: the start rules above
 * (which bind referees, not managers), and never once the quiz stops taking attempts (not
 * active, or closed before the pause ends).
 */
export function nextAttempt(
  quiz: PolicyQuiz & { status: string; endDate: Date | null },
  taker: { attempts: PastAttempt[]; grantedExtra: number; boundByPolicy: boolean },
  now: Date,
): NextAttempt {
  const never = { when: 'never', availableAt: null } as const;
  if (quiz.status !== 'active' || (quiz.endDate && quiz.endDate <= now)) return never;
  const refusal = taker.boundByPolicy ? checkStartAllowed(quiz, taker.attempts, taker.grantedExtra, now) : null;
  if (!refusal) return { when: 'now', availableAt: null };
  if (refusal.code !== 'quiz_cooldown' || (quiz.endDate && refusal.availableAt >= quiz.endDate)) return never;
  return { when: 'later', availableAt: refusal.availableAt };
}

/** The attempt whose score counts under the quiz's policy: the best, or the latest finished one. */
export function countedAttempt<A extends PastAttempt>(attempts: A[], policy: ScorePolicy): A | null {
  const finished = attempts.filter((a) => a.status === 'completed');
  if (!finished.length) return null;
  if (policy === 'last') return [...finished].sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0))[0]!;
  return [...finished].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0]!;
}
