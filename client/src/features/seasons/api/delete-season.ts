import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { divisionsQueryKey } from '@/features/divisions/api/list-divisions';
import { playersQueryKey } from '@/features/players/api/list-players';
import { skillsQueryKey } from '@/features/skills/api/list-skills';
import { teamsQueryKey } from '@/features/teams/api/list-teams';
import { seasonsQueryKey } from './list-seasons';

export async function deleteSeason(id: number): Promise<void> {
  await adminApi.delete(`/seasons/${id}/`);
}

// A season's divisions, teams, players and skills go with it, so their lists are stale too.
const cascadedKeys = [seasonsQueryKey, ...[divisionsQueryKey(), teamsQueryKey({}), playersQueryKey({}), skillsQueryKey(null)].map((key) => [key[0]])];

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: () => Promise.all(cascadedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
