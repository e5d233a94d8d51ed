import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { refreshQuizQuestions } from './refresh-quiz-questions';
import type { QuestionInput } from './types';

export async function addQuestion(quizId: number, payload: QuestionInput): Promise<void> {
  await refereeApi.post(`/quizzes/${quizId}/questions/add/`, payload);
}

export function useAddQuestion(quizId: number, options: Omit<UseMutationOptions<void, Error, QuestionInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (payload: QuestionInput) => addQuestion(quizId, payload),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refreshQuizQuestions(queryClient, quizId);
    },
  });
}
