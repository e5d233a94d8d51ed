import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';

export async function approveBankQuestion(id: number): Promise<BankQuestionDto> {
  const { data } = await refereeApi.post<BankQuestionDto>(`/quizzes/bank/${id}/approve/`);
  return data;
}

export function useApproveBankQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveBankQuestion, onSuccess: () => invalidateQueries(queryClient, [bankKeys.all]) });
}
