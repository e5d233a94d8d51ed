import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { skillChangeKeys } from '@/api/skills/create-skill';

export async function deleteSkill(id: number): Promise<void> {
  await adminApi.delete(`/skills/${id}/`);
}

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => invalidateQueries(queryClient, skillChangeKeys) });
}
