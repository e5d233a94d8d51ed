import { refereeApi } from '@/lib/referee-api';
import type { AttemptPolicyPayload } from '@/features/quiz-admin/lib/attempt-policy';

/** Only the fields the quiz's status allows; questions travel through their own calls. */
export interface QuizUpdatePayload extends Partial<AttemptPolicyPayload> {
  title?: string;
  description?: string;
  time_limit_minutes?: number;
  passing_score?: number;
  start_date?: string;
  end_date?: string;
}

export async function updateQuiz(id: number, payload: QuizUpdatePayload): Promise<void> {
  await refereeApi.put(`/quizzes/${id}/update/`, payload);
}
