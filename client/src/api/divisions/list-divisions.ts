import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { adminApi } from '@/lib/admin-api';
import { useApiClient } from '@/lib/api-session';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { DivisionDto } from '@league/contract';

export interface DivisionFilters {
  season?: number | null;
}

export const divisionsKeys = {
  /** Every divisions list: the whole league's and each season's. */
  all: ['divisions'] as const,
  list: (filters: DivisionFilters) => ['divisions', filters] as const,
};

export async function listDivisions(filters: DivisionFilters = {}, api: AxiosInstance = adminApi): Promise<ListResponse<DivisionDto>> {
  const { data } = await api.get<ListResponse<DivisionDto>>('/divisions/', { params: filters.season ? { season: filters.season } : {} });
  return data;
}

export const listDivisionsQueryOptions = (filters: DivisionFilters = {}, api: AxiosInstance = adminApi) =>
  queryOptions({ queryKey: divisionsKeys.list(filters), queryFn: () => listDivisions(filters, api) });

/** Divisions of one season, or of the whole league when no season is given. */
export function useDivisions(filters: DivisionFilters = {}, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...listDivisionsQueryOptions(filters, useApiClient()), enabled: options.enabled ?? true });
  return { ...query, divisions: listResults(query.data) };
}
