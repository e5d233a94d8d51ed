import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { divisionsKeys } from '@/api/divisions/list-divisions';
import { playersKeys } from '@/api/players/list-players';
import { seasonsKeys } from '@/api/seasons/list-seasons';
import { skillsKeys } from '@/api/skills/list-skills';
import { teamsKeys } from '@/api/teams/list-teams';

export async function deleteSeason(id: number): Promise<void> {
  await adminApi.delete(`/seasons/${id}/`);
}

// A season's divisions, teams, players and skills go with it, so their lists are stale too.
const cascadedKeys = [seasonsKeys.all, divisionsKeys.all, teamsKeys.all, playersKeys.all, skillsKeys.all];

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: () => invalidateQueries(queryClient, cascadedKeys),
  });
}
