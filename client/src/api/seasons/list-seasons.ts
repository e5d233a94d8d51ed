import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { adminApi } from '@/lib/admin-api';
import { useApiClient } from '@/lib/api-session';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { SeasonDto } from '@league/contract';

export const seasonsKeys = {
  all: ['seasons'] as const,
};

/** The league's seasons; referee administrators read them too, to assign officials. */
export async function listSeasons(api: AxiosInstance = adminApi): Promise<ListResponse<SeasonDto>> {
  const { data } = await api.get<ListResponse<SeasonDto>>('/seasons/');
  return data;
}

export const listSeasonsQueryOptions = (api: AxiosInstance = adminApi) => queryOptions({ queryKey: seasonsKeys.all, queryFn: () => listSeasons(api) });

export function useSeasons() {
  const query = useQuery(listSeasonsQueryOptions(useApiClient()));
  return { ...query, seasons: listResults(query.data) };
}
