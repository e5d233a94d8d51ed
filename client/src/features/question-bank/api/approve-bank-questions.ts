import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveBankQuestionsDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';

/** One request for every ticked question of the review queue; the server says how many it approved. */
export async function approveBankQuestions(questionIds: number[]): Promise<ApproveBankQuestionsDto> {
  const { data } = await refereeApi.post<ApproveBankQuestionsDto>('/quizzes/bank/approve/', { question_ids: questionIds });
  return data;
}

export function useApproveBankQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveBankQuestions, onSuccess: () => invalidateQueries(queryClient, [bankKeys.all]) });
}
