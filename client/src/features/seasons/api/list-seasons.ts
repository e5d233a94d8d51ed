import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { Season } from './types';

export const seasonsQueryKey = ['seasons'] as const;

export async function listSeasons(): Promise<ListResponse<Season>> {
  const { data } = await adminApi.get<ListResponse<Season>>('/seasons/');
  return data;
}

export function useSeasons() {
  const query = useQuery({ queryKey: seasonsQueryKey, queryFn: listSeasons });
  return { ...query, seasons: listResults(query.data) };
}
