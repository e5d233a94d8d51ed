import { refereeApi } from '@/lib/referee-api';
import type { QuizStatus } from './types';

// The spec's original called a hard-coded development host here; the shared client keeps it on the API base.
export async function setQuizStatus(id: number, status: QuizStatus): Promise<void> {
  await refereeApi.patch(`/quizzes/${id}/activate/`, { status });
}
