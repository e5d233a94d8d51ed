import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { FlagStatus, QuestionFlagDto } from '@/api/question-bank/bank-types';

/** '' lists every flag. */
export type FlagFilter = FlagStatus | '';

/** Reports shown per page: enough that a busy week fits on one, well under the server's 100. */
export const flagsPageSize = 50;

export async function listFlags(status: FlagFilter, page: number): Promise<ListResponse<QuestionFlagDto>> {
  const params = { ...(status ? { status } : {}), page, page_size: flagsPageSize };
  const { data } = await refereeApi.get<ListResponse<QuestionFlagDto>>('/quizzes/flags/', { params });
  return data;
}

export const flagsQueryOptions = (status: FlagFilter, page: number) =>
  queryOptions({ queryKey: bankKeys.flags(status, page), queryFn: () => listFlags(status, page), placeholderData: keepPreviousData });

export function useFlags(status: FlagFilter, page: number) {
  const query = useQuery(flagsQueryOptions(status, page));
  return { ...query, flags: listResults(query.data), count: query.data?.count ?? 0 };
}
