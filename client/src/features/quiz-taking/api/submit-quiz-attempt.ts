import { refereeApi } from '@/lib/referee-api';
import type { AttemptResultDto } from '@/api/quizzes/quiz-session-types';

export type QuizAnswers = Record<string, string>;

// Long enough for a slow network; short enough that a hung request becomes the timeout message.
const submitTimeoutMs = 30_000;

export async function submitQuizAttempt(attemptId: number, answers: QuizAnswers): Promise<AttemptResultDto> {
  const { data } = await refereeApi.patch<AttemptResultDto>(`/quizzes/attempts/${attemptId}/submit/`, { answers }, { timeout: submitTimeoutMs });
  return data;
}
