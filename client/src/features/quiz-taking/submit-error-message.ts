import axios from 'axios';

/** The spec's sentence for a failed submission, chosen by status (or by the timeout code). */
export function submitErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED') return 'Quiz submission timed out. Please check your connection and try again.';
    switch (error.response?.status) {
      case 405:
        return 'Quiz submission is not available. Please contact your administrator.';
      case 401:
        return 'Your session has expired. Please log in again.';
      case 400:
        return 'Invalid quiz submission. Please check your answers and try again.';
    }
  }
  return 'Failed to submit quiz. Please try again.';
}
