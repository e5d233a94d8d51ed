import { quizSubmitGraceSeconds } from '../../../config/env.js';

/** Slack after the deadline for the auto-submit's network trip; answers later than this don't count. */
export const submitGraceMs = quizSubmitGraceSeconds() * 1000;

/** The quiz's limit extended by a referee's extra time (25 → a quarter more), to the second. */
export function extendedLimitMinutes(timeLimitMinutes: number, extraTimePercent: number): number {
  return Math.round(timeLimitMinutes * (1 + extraTimePercent / 100) * 60) / 60;
}

/** The attempt ends at its time limit, or when the quiz closes if that comes first. */
export function computeDeadline(startedAt: Date, timeLimitMinutes: number, quizEnd: Date | null): Date {
  const byLimit = startedAt.getTime() + Math.round(timeLimitMinutes * 60) * 1000;
  return new Date(quizEnd ? Math.min(byLimit, quizEnd.getTime()) : byLimit);
}

/** An attempt ends at its own deadline or when its quiz closes, whichever comes first (the end may have moved since it started). */
export function attemptDeadline(attempt: { deadlineAt: Date }, quiz: { endDate: Date | null }): Date {
  return quiz.endDate && quiz.endDate < attempt.deadlineAt ? quiz.endDate : attempt.deadlineAt;
}

export function isPastGrace(deadlineAt: Date, now: Date): boolean {
  return now.getTime() > deadlineAt.getTime() + submitGraceMs;
}

export function remainingSeconds(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.floor((deadlineAt.getTime() - now.getTime()) / 1000));
}

/** Time used, capped at the deadline: a late submission used the whole time and no more. */
export function minutesTaken(startedAt: Date, deadlineAt: Date, submittedAt: Date): number {
  const end = Math.min(submittedAt.getTime(), deadlineAt.getTime());
  return Math.round(((end - startedAt.getTime()) / 60_000) * 100) / 100;
}

export type WindowProblem = 'not_open' | 'closed' | null;

export function checkQuizWindow(quiz: { startDate: Date | null; endDate: Date | null }, now: Date): WindowProblem {
  if (quiz.startDate && now < quiz.startDate) return 'not_open';
  if (quiz.endDate && now >= quiz.endDate) return 'closed';
  return null;
}
