import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { refreshQuizQuestions } from './refresh-quiz-questions';
import type { QuestionPayload } from './types';

export async function addQuestion(quizId: number, payload: QuestionPayload): Promise<void> {
  await refereeApi.post(`/quizzes/${quizId}/questions/add/`, payload);
}

export function useAddQuestion(quizId: number, options: Omit<UseMutationOptions<void, Error, QuestionPayload>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (payload: QuestionPayload) => addQuestion(quizId, payload),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refreshQuizQuestions(queryClient, quizId);
    },
  });
}
