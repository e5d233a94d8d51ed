import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { Division } from './types';

export const divisionsQueryKey = (filters: { season?: number | null } = {}) => ['divisions', filters] as const;

export async function listDivisions(filters: { season?: number | null } = {}): Promise<ListResponse<Division>> {
  const { data } = await adminApi.get<ListResponse<Division>>('/divisions/', { params: filters.season ? { season: filters.season } : {} });
  return data;
}

/** Divisions of one season, or of the whole league when no season is given. */
export function useDivisions(filters: { season?: number | null } = {}, options: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: divisionsQueryKey(filters), queryFn: () => listDivisions(filters), enabled: options.enabled ?? true });
  return { ...query, divisions: listResults(query.data) };
}
