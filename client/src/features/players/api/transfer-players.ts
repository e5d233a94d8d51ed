import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { playersQueryKey } from './list-players';
import { teamsQueryKey } from '@/features/teams/api/list-teams';

export interface TransferPlayersInput {
  player_ids: number[];
  target_division_id: number;
}

export interface TransferPlayersAnswer {
  transferred_count: number;
  target_division: { id?: number; name: string };
}

export async function transferPlayers(input: TransferPlayersInput): Promise<TransferPlayersAnswer> {
  const { data } = await adminApi.post<TransferPlayersAnswer>('/players/transfer_players/', input);
  return data;
}

export function useTransferPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferPlayers,
    // Moved players leave their teams, so team rosters and scores change as well.
    onSuccess: () =>
      Promise.all([playersQueryKey({}), teamsQueryKey({})].map((key) => queryClient.invalidateQueries({ queryKey: [key[0]] }))),
  });
}
