import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import { refereeAdminKeys } from '@/api/quizzes/list-admin-quizzes';
import type { RegradeResultDto } from '@/api/question-bank/bank-types';

export type RegradeVariables = { questionId: number; correctAnswer: string; explanation?: string };

export async function regradeQuestion({ questionId, correctAnswer, explanation }: RegradeVariables): Promise<RegradeResultDto> {
  const body = { correct_answer: correctAnswer, ...(explanation?.trim() ? { explanation: explanation.trim() } : {}) };
  const { data } = await refereeApi.post<RegradeResultDto>(`/quizzes/bank/${questionId}/regrade/`, body);
  return data;
}

/** A regrade moves scores, so the results statistics are refreshed with the bank and the flags. */
export function useRegradeQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regradeQuestion,
    onSuccess: () => invalidateQueries(queryClient, [bankKeys.all, refereeAdminKeys.all]),
  });
}
