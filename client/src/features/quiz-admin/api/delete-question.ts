import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { refreshQuizQuestions } from './refresh-quiz-questions';

export async function deleteQuestion(questionId: number): Promise<void> {
  await refereeApi.delete(`/quizzes/questions/${questionId}/`);
}

export function useDeleteQuestion(quizId: number, options: Omit<UseMutationOptions<void, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (questionId: number) => deleteQuestion(questionId),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refreshQuizQuestions(queryClient, quizId);
    },
  });
}
