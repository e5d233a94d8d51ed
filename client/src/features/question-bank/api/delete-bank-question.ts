import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';

export async function deleteBankQuestion(id: number): Promise<void> {
  await refereeApi.delete(`/quizzes/bank/${id}/`);
}

export function useDeleteBankQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankQuestion,
    onSuccess: () => invalidateQueries(queryClient, [bankKeys.all, adminQuizzesQueryOptions().queryKey]),
  });
}
