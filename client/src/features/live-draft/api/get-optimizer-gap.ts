import { useQuery } from '@tanstack/react-query';
import { compareTeamStrength, type BalancedTeamsAnswer, type BalanceStoredRequest, type StrengthComparisonDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { draftKeys } from './draft-keys';

/**
 * What the optimizer would have made of the same division and number of teams: its preview from
 * the stored players (nothing is saved), reduced to the same strength comparison as the draft's.
 */
export async function getOptimizerGap(request: BalanceStoredRequest): Promise<StrengthComparisonDto | null> {
  const { data } = await adminApi.post<BalancedTeamsAnswer>('/players/balanced_teams/', request);
  return compareTeamStrength(data.data.results.map((team) => ({ total: team.composite_total, players: team.player_count })));
}

export function useOptimizerGap(leagueId: number | null, divisionId: number, numberOfTeams: number, enabled: boolean) {
  return useQuery({
    queryKey: draftKeys.optimizer(divisionId),
    queryFn: () => getOptimizerGap({ source: 'stored', league_id: leagueId!, division_id: divisionId, number_of_teams: numberOfTeams, seed: 1 }),
    enabled: enabled && !!leagueId,
    staleTime: Infinity,
    retry: false,
  });
}
