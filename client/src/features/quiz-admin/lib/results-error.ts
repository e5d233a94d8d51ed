import axios from 'axios';

const messages: Record<number, string> = {
  401: 'Your session has expired. Please log in again.',
  403: "You don't have permission to view quiz results. Only league administrators can access this data.",
  404: 'Quiz results endpoint not found. Please contact support.',
  500: 'Server error occurred while loading results. Please try again later.',
};

/** The banner for a failed statistics load; null means "show empty statistics" (the spec's rule for other errors). */
export function resultsErrorMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const status = error.response?.status;
  return status !== undefined ? (messages[status] ?? null) : null;
}
