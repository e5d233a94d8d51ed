import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { rosterHistoryKeys } from '@/api/roster-history/list-roster-history';
import { teamsKeys } from '@/api/teams/list-teams';
import { tradePlayers } from '@/api/players/trade-players';

/** Trades and moves change rosters, every team score they touch, and the division's history. */
export function useTradeMutation(onDone: (rosterVersion: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tradePlayers,
    onSuccess: async (rosterVersion) => {
      await invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all, rosterHistoryKeys.all]);
      onDone(rosterVersion);
    },
  });
}
