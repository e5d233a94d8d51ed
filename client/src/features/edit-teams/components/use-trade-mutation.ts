import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradePlayers } from '@/features/edit-teams/api/trade-players';

/** Trades and moves change rosters and every team score they touch. */
export function useTradeMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tradePlayers,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['players'] }), queryClient.invalidateQueries({ queryKey: ['teams'] })]);
      onDone();
    },
  });
}
