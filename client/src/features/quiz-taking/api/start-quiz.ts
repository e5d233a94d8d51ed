import { refereeApi } from '@/lib/referee-api';
import type { QuizSession } from './types';

/** Starts an attempt, or resumes the open one: the server never opens a second. */
export async function startQuiz(quizId: number | string): Promise<QuizSession> {
  const { data } = await refereeApi.post<QuizSession>(`/quizzes/${quizId}/start/`);
  return data;
}
