import { refereeApi } from '@/lib/referee-api';

export async function deleteQuestion(questionId: number): Promise<void> {
  await refereeApi.delete(`/quizzes/questions/${questionId}/`);
}
