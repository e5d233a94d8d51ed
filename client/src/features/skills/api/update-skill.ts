import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { SkillInput } from './create-skill';
import { invalidateSkillLists } from './invalidate-skill-lists';
import type { Skill } from './types';

export async function updateSkill({ id, ...input }: SkillInput & { id: number }): Promise<Skill> {
  const { data } = await adminApi.put<Skill>(`/skills/${id}/`, input);
  return data;
}

export function useUpdateSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSkill, onSuccess: () => invalidateSkillLists(queryClient) });
}
