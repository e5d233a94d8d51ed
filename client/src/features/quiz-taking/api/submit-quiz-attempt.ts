import { refereeApi } from '@/lib/referee-api';
import type { QuizSubmissionResult } from '@/api/quizzes/quiz-session-types';

export type QuizAnswers = Record<string, string>;

// Long enough for a slow network; short enough that a hung request becomes the timeout message.
const submitTimeoutMs = 30_000;

export async function submitQuizAttempt(attemptId: number, answers: QuizAnswers): Promise<QuizSubmissionResult> {
  const { data } = await refereeApi.patch<QuizSubmissionResult>(`/quizzes/attempts/${attemptId}/submit/`, { answers }, { timeout: submitTimeoutMs });
  return data;
}
