import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { refreshQuizQuestions } from './refresh-quiz-questions';
import type { QuestionInput } from './types';

/** A draft quiz's question takes every field; other statuses only text fixes. */
export type QuestionUpdatePayload = QuestionInput | Pick<QuestionInput, 'question_text' | 'explanation'>;

export async function updateQuestion(questionId: number, payload: QuestionUpdatePayload): Promise<void> {
  await refereeApi.put(`/quizzes/questions/${questionId}/`, payload);
}

export type UpdateQuestionInput = { id: number; payload: QuestionUpdatePayload };

export function useUpdateQuestion(quizId: number, options: Omit<UseMutationOptions<void, Error, UpdateQuestionInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, payload }: UpdateQuestionInput) => updateQuestion(id, payload),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refreshQuizQuestions(queryClient, quizId);
    },
  });
}
