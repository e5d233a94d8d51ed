import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';
import type { QuestionInput, QuizStatus } from './types';
import type { AttemptPolicyPayload } from '@/features/quiz-admin/lib/attempt-policy';
import type { DrawSettingsPayload } from '@/features/quiz-admin/lib/draw-settings';

export interface CreateQuizPayload extends Partial<AttemptPolicyPayload>, Partial<DrawSettingsPayload> {
  title: string;
  description: string;
  time_limit_minutes: number;
  passing_score: number;
  start_date?: string;
  end_date?: string;
  status?: QuizStatus;
  ai_generated: boolean;
  ai_prompt_used: string | null;
  /** Empty for a draw: each attempt takes its questions from the bank. */
  questions?: (QuestionInput & { order: number })[];
}

export async function createQuiz(payload: CreateQuizPayload): Promise<void> {
  await refereeApi.post('/quizzes/create/', payload);
}

export function useCreateQuiz(options: Omit<UseMutationOptions<void, Error, CreateQuizPayload>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createQuiz,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: adminQuizzesQueryOptions().queryKey });
    },
  });
}
