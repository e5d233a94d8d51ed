import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { SeasonDto } from '@league/contract';

export const seasonsKeys = {
  all: ['seasons'] as const,
};

export async function listSeasons(): Promise<ListResponse<SeasonDto>> {
  const { data } = await adminApi.get<ListResponse<SeasonDto>>('/seasons/');
  return data;
}

export const listSeasonsQueryOptions = () => queryOptions({ queryKey: seasonsKeys.all, queryFn: listSeasons });

export function useSeasons() {
  const query = useQuery(listSeasonsQueryOptions());
  return { ...query, seasons: listResults(query.data) };
}
