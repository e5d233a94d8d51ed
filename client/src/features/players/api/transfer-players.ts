import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';

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
    onSuccess: () => invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all]),
  });
}
