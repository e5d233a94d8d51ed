import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { FlagStatus, QuestionFlagDto } from '@/api/question-bank/bank-types';

/** '' lists every flag. */
export type FlagFilter = FlagStatus | '';

export async function listFlags(status: FlagFilter): Promise<ListResponse<QuestionFlagDto>> {
  const { data } = await refereeApi.get<ListResponse<QuestionFlagDto>>('/quizzes/flags/', { params: status ? { status } : {} });
  return data;
}

export const flagsQueryOptions = (status: FlagFilter) => queryOptions({ queryKey: bankKeys.flags(status), queryFn: () => listFlags(status) });

export function useFlags(status: FlagFilter) {
  const query = useQuery(flagsQueryOptions(status));
  return { ...query, flags: listResults(query.data) };
}
