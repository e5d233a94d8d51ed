import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateSkillLists } from './invalidate-skill-lists';

export async function deleteSkill(id: number): Promise<void> {
  await adminApi.delete(`/skills/${id}/`);
}

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => invalidateSkillLists(queryClient) });
}
