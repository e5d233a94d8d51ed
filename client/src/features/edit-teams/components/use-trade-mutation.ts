import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';
import { tradePlayers } from '@/features/edit-teams/api/trade-players';

/** Trades and moves change rosters and every team score they touch. */
export function useTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tradePlayers,
    onSuccess: async () => {
      await invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all]);
      onDone();
    },
  });
}
