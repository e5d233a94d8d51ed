import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { PlayerDto } from '@league/contract';

export interface PlayerFilters {
  division?: number | null;
  team?: number | null;
  season?: number | null;
  unassigned?: boolean;
  search?: string;
  /** Decision 0047: registered in an earlier season, or not. */
  history?: 'returning' | 'new';
  missing_ratings?: boolean;
  /** Only players with a brother or sister registered in the same division. */
  household?: boolean;
  /** Left out: the server's one page of a whole division; count is always every match. */
  page?: number;
  page_size?: number;
}

export const playersKeys = {
  all: ['players'] as const,
  list: (filters: PlayerFilters) => ['players', filters] as const,
};

export async function listPlayers(filters: PlayerFilters): Promise<ListResponse<PlayerDto>> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const { data } = await adminApi.get<ListResponse<PlayerDto>>('/players/', { params });
  return data;
}

export const listPlayersQueryOptions = (filters: PlayerFilters) =>
  queryOptions({ queryKey: playersKeys.list(filters), queryFn: () => listPlayers(filters) });

export function usePlayers(filters: PlayerFilters, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...listPlayersQueryOptions(filters), enabled: options.enabled ?? true });
  return { ...query, players: listResults(query.data) };
}
