import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';
import type { QuizStatus } from './types';

// The spec's original called a hard-coded development host here; the shared client keeps it on the API base.
export async function setQuizStatus(id: number, status: QuizStatus): Promise<void> {
  await refereeApi.patch(`/quizzes/${id}/activate/`, { status });
}

export type SetQuizStatusInput = { id: number; status: QuizStatus };

export function useSetQuizStatus(options: Omit<UseMutationOptions<void, Error, SetQuizStatusInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, status }: SetQuizStatusInput) => setQuizStatus(id, status),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: adminQuizzesQueryOptions().queryKey });
    },
  });
}
