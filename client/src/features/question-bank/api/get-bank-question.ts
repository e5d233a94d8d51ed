import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';

export async function getBankQuestion(id: number): Promise<BankQuestionDto> {
  const { data } = await refereeApi.get<BankQuestionDto>(`/quizzes/bank/${id}/`);
  return data;
}

export const bankQuestionQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...bankKeys.all, 'question', id] as const, queryFn: () => getBankQuestion(id) });

/** One bank question as it stands now (a report names the question by id). */
export function useBankQuestion(id: number, enabled: boolean) {
  return useQuery({ ...bankQuestionQueryOptions(id), enabled });
}
