import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { divisionsKeys } from '@/api/divisions/list-divisions';
import { playersKeys } from '@/api/players/list-players';
import { skillsKeys } from '@/api/skills/list-skills';
import { teamsKeys } from '@/api/teams/list-teams';

export async function deleteDivision(id: number): Promise<void> {
  await adminApi.delete(`/divisions/${id}/`);
}

// A division's teams, players and skills go with it, so their lists are stale too.
const cascadedKeys = [divisionsKeys.all, teamsKeys.all, playersKeys.all, skillsKeys.all];

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivision,
    onSuccess: () => invalidateQueries(queryClient, cascadedKeys),
  });
}
