import { refereeApi } from '@/lib/referee-api';
import type { QuestionPayload } from './types';

/** A draft quiz's question takes every field; other statuses only text fixes. */
export type QuestionUpdatePayload = QuestionPayload | Pick<QuestionPayload, 'question_text' | 'explanation'>;

export async function updateQuestion(questionId: number, payload: QuestionUpdatePayload): Promise<void> {
  await refereeApi.put(`/quizzes/questions/${questionId}/`, payload);
}
