import { refereeApi } from '@/lib/referee-api';
import type { QuestionPayload } from './types';

export async function addQuestion(quizId: number, payload: QuestionPayload): Promise<void> {
  await refereeApi.post(`/quizzes/${quizId}/questions/add/`, payload);
}
