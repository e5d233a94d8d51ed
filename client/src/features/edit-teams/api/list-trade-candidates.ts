import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { PlayerAdditionalData } from '@league/contract';
import { playersKeys } from '@/api/players/list-players';

export interface TradeCandidate {
  id: number;
  name: string;
  team_id: number | null;
  team_name: string | null;
  overall_skill: number;
  diff: number;
  height: number | null;
  additional_data: PlayerAdditionalData;
}

type CandidatesAnswer = { count?: number; results?: TradeCandidate[]; data?: { results?: TradeCandidate[] } };

/** Edit Teams asks for every candidate (k=10000), not the default closest ten. */
export const editTeamsCandidateCount = 10000;

export async function listTradeCandidates(playerId: number, excludeTeam: number | null): Promise<TradeCandidate[]> {
  const params: Record<string, number> = { k: editTeamsCandidateCount };
  if (excludeTeam) params.exclude_team = excludeTeam;
  const { data } = await adminApi.get<CandidatesAnswer>(`/players/${playerId}/trade_candidates/`, { params });
  // The spec reads data.results or results.
  return data.data?.results ?? data.results ?? [];
}

// Under the players key, so anything that refreshes players refreshes the candidates too.
export const listTradeCandidatesQueryOptions = (playerId: number, excludeTeam: number | null) =>
  queryOptions({
    queryKey: [...playersKeys.all, 'trade-candidates', { playerId, excludeTeam }] as const,
    queryFn: () => listTradeCandidates(playerId, excludeTeam),
  });

export function useTradeCandidates(playerId: number, excludeTeam: number | null) {
  return useQuery(listTradeCandidatesQueryOptions(playerId, excludeTeam));
}
