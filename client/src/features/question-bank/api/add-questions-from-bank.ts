import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizDetailDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import { adminQuizzesQueryOptions } from '@/api/quizzes/list-admin-quizzes';

export type AddFromBankVariables = { quizId: number; questionIds: number[] };

/** One request for the whole list; the server answers with the quiz as it now is, its questions included. */
export async function addQuestionsFromBank({ quizId, questionIds }: AddFromBankVariables): Promise<QuizDetailDto> {
  const { data } = await refereeApi.post<QuizDetailDto>(`/quizzes/${quizId}/questions/from_bank/`, { question_ids: questionIds });
  return data;
}

/** The quiz gains questions (its count changes) and the bank shows which quiz each now sits in. */
export function useAddQuestionsFromBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuestionsFromBank,
    onSuccess: () => invalidateQueries(queryClient, [bankKeys.all, adminQuizzesQueryOptions().queryKey]),
  });
}
