import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { divisionsQueryKey } from './list-divisions';
import { playersQueryKey } from '@/features/players/api/list-players';
import { skillsQueryKey } from '@/features/skills/api/list-skills';
import { teamsQueryKey } from '@/features/teams/api/list-teams';

export async function deleteDivision(id: number): Promise<void> {
  await adminApi.delete(`/divisions/${id}/`);
}

// A division's teams, players and skills go with it, so their lists are stale too (matched by each key's first part).
const cascadedKeys = [divisionsQueryKey(), teamsQueryKey({}), playersQueryKey({}), skillsQueryKey(null)].map((key) => [key[0]]);

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivision,
    onSuccess: () => Promise.all(cascadedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
