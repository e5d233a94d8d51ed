import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { TeamDto } from '@league/contract';

export interface TeamFilters {
  division?: number | null;
  season?: number | null;
}

export const teamsKeys = {
  all: ['teams'] as const,
  list: (filters: TeamFilters) => ['teams', filters] as const,
};

export async function listTeams(filters: TeamFilters): Promise<ListResponse<TeamDto>> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null));
  const { data } = await adminApi.get<ListResponse<TeamDto>>('/teams/', { params });
  return data;
}

export const listTeamsQueryOptions = (filters: TeamFilters) =>
  queryOptions({ queryKey: teamsKeys.list(filters), queryFn: () => listTeams(filters) });

export function useTeams(filters: TeamFilters, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...listTeamsQueryOptions(filters), enabled: options.enabled ?? true });
  return { ...query, teams: listResults(query.data) };
}
