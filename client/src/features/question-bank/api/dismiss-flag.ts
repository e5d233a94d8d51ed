import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';

export async function dismissFlag(id: number): Promise<void> {
  await refereeApi.patch(`/quizzes/flags/${id}/`, { status: 'dismissed' });
}

/** Flags and each question's open-flag count both live under the bank's key. */
export function useDismissFlag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissFlag, onSuccess: () => invalidateQueries(queryClient, [bankKeys.all]) });
}
