import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { skillChangeKeys, type SkillInput } from '@/api/skills/create-skill';
import type { SkillDto } from '@league/contract';

export async function updateSkill({ id, ...input }: SkillInput & { id: number }): Promise<SkillDto> {
  const { data } = await adminApi.put<SkillDto>(`/skills/${id}/`, input);
  return data;
}

export function useUpdateSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSkill, onSuccess: () => invalidateQueries(queryClient, skillChangeKeys) });
}
