import type { StartAttemptResponse } from '@/api/quizzes/quiz-session-types';

/**
 * The moment the attempt ends, on this browser's clock. The server's remaining_seconds is
 * preferred because it is immune to a wrong local clock; deadline_at, then started_at plus
 * the time limit, are the fallbacks when it is missing.
 */
export function resolveDeadlineMs(session: StartAttemptResponse, receivedAtMs: number): number {
  const { attempt, quiz } = session;
  if (typeof attempt.remaining_seconds === 'number') return receivedAtMs + attempt.remaining_seconds * 1000;
  const deadline = attempt.deadline_at ? Date.parse(attempt.deadline_at) : NaN;
  if (!Number.isNaN(deadline)) return deadline;
  const started = Date.parse(attempt.started_at);
  return (Number.isNaN(started) ? receivedAtMs : started) + quiz.time_limit_minutes * 60_000;
}

export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** mm:ss (hours fold into minutes: the longest quiz is 180 minutes). */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

// The spec: the timer turns red under 300 seconds.
export const timerWarningSeconds = 300;

/**
 * The sentence the screen-reader live region holds. It changes once a minute, and every
 * ten seconds in the last minute, so the polite region speaks that often and no more.
 */
export function timerAnnouncement(seconds: number): string {
  if (seconds <= 0) return 'Time is up.';
  if (seconds > 60) return `${Math.ceil(seconds / 60)} minutes remaining`;
  const tens = Math.ceil(seconds / 10) * 10;
  return tens === 60 ? '1 minute remaining' : `${tens} seconds remaining`;
}
