import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { RosterHistoryPage } from '@league/contract';

export const rosterHistoryKeys = {
  all: ['roster-history'] as const,
  list: (divisionId: number, page: number) => ['roster-history', { divisionId, page }] as const,
};

export const historyPageSize = 10;

export async function listRosterHistory(divisionId: number, page: number): Promise<RosterHistoryPage> {
  const { data } = await adminApi.get<RosterHistoryPage>(`/divisions/${divisionId}/history/`, { params: { page, page_size: historyPageSize } });
  return data;
}

export const listRosterHistoryQueryOptions = (divisionId: number, page: number) =>
  queryOptions({ queryKey: rosterHistoryKeys.list(divisionId, page), queryFn: () => listRosterHistory(divisionId, page) });

export function useRosterHistory(divisionId: number, page: number) {
  return useQuery(listRosterHistoryQueryOptions(divisionId, page));
}
