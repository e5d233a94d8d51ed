import axios from 'axios';
import { apiErrorMessage } from '@/lib/api-client';
import { refusedUntil, retakeOnSentence } from './retake-time';

// Matched by keyword because the server words its refusals as sentences (the spec's rule).
const keywordMessages: [keyword: string, message: string][] = [
  ['draft', 'This quiz is still in draft mode and cannot be started. Please contact your administrator.'],
  ['archived', 'This quiz has been archived and is no longer available.'],
  ['not active', 'This quiz is not currently active. Please check the quiz schedule.'],
  ['already completed', 'You have already completed this quiz.'],
  ['time window', 'This quiz is not available during the current time period.'],
];

export const startFailedMessage = 'Failed to start quiz. Please try again.';

/** The banner text for a quiz that could not be started. */
export function startErrorMessage(error: unknown): string {
  const opensAt = refusedUntil(error);
  if (opensAt) return retakeOnSentence(opensAt);
  const serverError = apiErrorMessage(error);
  // 409: the referee's own attempts refuse it; the server's sentence says exactly how (decision 0088).
  if (serverError && axios.isAxiosError(error) && error.response?.status === 409) return serverError;
  const text = (serverError ?? (error instanceof Error ? error.message : String(error ?? ''))).toLowerCase();
  const match = keywordMessages.find(([keyword]) => text.includes(keyword));
  if (match) return match[1];
  return serverError ? `Cannot start quiz: ${serverError}` : startFailedMessage;
}
