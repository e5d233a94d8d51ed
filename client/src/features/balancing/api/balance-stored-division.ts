import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { BalancedTeamsAnswer, BalanceStoredRequest, StoredBalanceSourceDto } from '@league/contract';
import type { BalancePreviewDto } from './types';

export type { MissingRatingChoice, StoredBalanceSourceDto } from '@league/contract';

export const storedSourceKeys = {
  all: ['balancing', 'stored-source'] as const,
  division: (leagueId: number | null, divisionId: number | null) => ['balancing', 'stored-source', { leagueId, divisionId }] as const,
};

/** How many players the division has and which have no rating (decision 0040). */
export async function fetchStoredSource(leagueId: number, divisionId: number): Promise<StoredBalanceSourceDto> {
  const { data } = await adminApi.get<StoredBalanceSourceDto>('/players/balanced_teams/stored/', { params: { league_id: leagueId, division_id: divisionId } });
  return data;
}

export function useStoredSource(leagueId: number | null, divisionId: number | null) {
  return useQuery(
    queryOptions({ queryKey: storedSourceKeys.division(leagueId, divisionId), queryFn: () => fetchStoredSource(leagueId!, divisionId!), enabled: !!leagueId && !!divisionId }),
  );
}

/** Previews balanced teams from the division's stored players: no file; nothing is stored until saved. */
export async function createStoredBalancedTeams(request: BalanceStoredRequest): Promise<BalancePreviewDto> {
  const { data } = await adminApi.post<BalancedTeamsAnswer>('/players/balanced_teams/', request);
  return data.data;
}
