import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import type { AttemptPolicyPayload } from '@/features/quiz-admin/lib/attempt-policy';
import type { DrawSettingsPayload } from '@/features/quiz-admin/lib/draw-settings';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';

/** Only the fields the quiz's status allows; questions travel through their own calls. */
export interface QuizUpdatePayload extends Partial<AttemptPolicyPayload>, Partial<DrawSettingsPayload> {
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

/** The list and the open quiz both sit under the list's key, so one invalidation refreshes both. */
export function useUpdateQuiz(id: number, options: Omit<UseMutationOptions<void, Error, QuizUpdatePayload>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (payload: QuizUpdatePayload) => updateQuiz(id, payload),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminQuizzesQueryOptions().queryKey });
      await options.onSuccess?.(...args);
    },
  });
}
