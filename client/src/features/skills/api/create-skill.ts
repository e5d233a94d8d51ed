import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateSkillLists } from './invalidate-skill-lists';
import type { Skill } from './types';

export interface SkillInput {
  name: string;
  description: string;
  weight: number;
  normalization_factor: number;
  division: number;
}

export async function createSkill(input: SkillInput): Promise<Skill> {
  const { data } = await adminApi.post<Skill>('/skills/', input);
  return data;
}

export function useCreateSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSkill, onSuccess: () => invalidateSkillLists(queryClient) });
}
