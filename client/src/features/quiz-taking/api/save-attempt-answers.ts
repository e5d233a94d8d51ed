import { refereeApi } from '@/lib/referee-api';

export interface SavedAnswersResponse {
  saved_answers: Record<string, string | null>;
  answered_count: number;
  remaining_seconds: number;
  saved_at: string;
}

// A save that hangs this long is retried rather than waited for.
const saveTimeoutMs = 10_000;

/** Autosave: the server merges these answers into the attempt's saved ones. */
export async function saveAttemptAnswers(attemptId: number, answers: Record<string, string | null>): Promise<SavedAnswersResponse> {
  const { data } = await refereeApi.put<SavedAnswersResponse>(`/quizzes/attempts/${attemptId}/answers/`, { answers }, { timeout: saveTimeoutMs });
  return data;
}
