import { apiCall } from './api';

interface ResumedAttempt {
  attempt: { id: number; deadline_at: string };
  saved_answers: Record<string, string | null>;
  remaining_seconds: number;
}

/** What the server holds for the referee's open attempt (starting an open attempt resumes it, changing nothing). */
export const readOpenAttempt = (refereeToken: string, quizId: number) => apiCall<ResumedAttempt>(refereeToken, 'POST', `/quizzes/${quizId}/start/`);

/** Waits until the server has saved `count` answers of the open attempt (autosave batches picks for a moment). */
export async function waitForSavedAnswers(refereeToken: string, quizId: number, count: number): Promise<ResumedAttempt> {
  for (let tries = 0; tries < 40; tries += 1) {
    const open = await readOpenAttempt(refereeToken, quizId);
    if (Object.values(open.saved_answers).filter((a) => a !== null).length >= count) return open;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server never held ${count} saved answers for quiz ${quizId}.`);
}

/** Moves an active quiz's end date (the one setting an active quiz may change): its open attempts end then too. */
export const moveQuizEnd = (managerToken: string, quizId: number, endDate: Date) =>
  apiCall(managerToken, 'PUT', `/quizzes/${quizId}/update/`, { end_date: endDate.toISOString() });
