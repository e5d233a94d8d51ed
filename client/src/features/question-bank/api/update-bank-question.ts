import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';
import type { BankQuestionDto, UpdateBankQuestionInput } from '@/api/question-bank/bank-types';

export async function updateBankQuestion(id: number, input: UpdateBankQuestionInput): Promise<BankQuestionDto> {
  const { data } = await refereeApi.patch<BankQuestionDto>(`/quizzes/bank/${id}/`, input);
  return data;
}

export type UpdateBankQuestionVariables = { id: number; input: UpdateBankQuestionInput };

/** A bank question may sit in a quiz: its quiz is refreshed with the bank. */
export function useUpdateBankQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateBankQuestionVariables) => updateBankQuestion(id, input),
    onSuccess: () => invalidateQueries(queryClient, [bankKeys.all, adminQuizzesQueryOptions().queryKey]),
  });
}
