import axios from 'axios';

/** When the next attempt opens, in the referee's own locale and time zone (decision 0036). */
export function retakeOnSentence(availableAt: string): string {
  return `You can take this quiz again on ${new Date(availableAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })}.`;
}

/** The time a refused start names as the opening of the next attempt (the pause between attempts). */
export function refusedUntil(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const details = (error.response?.data as { details?: { available_at?: unknown } } | undefined)?.details;
  return typeof details?.available_at === 'string' ? details.available_at : undefined;
}
