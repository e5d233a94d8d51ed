import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';
import { skillsKeys } from '@/api/skills/list-skills';
import type { SkillDto } from '@league/contract';

export interface SkillInput {
  name: string;
  description: string;
  weight: number;
  normalization_factor: number;
  division: number;
}

/**
 * Skill changes move players' composite scores (weights and factors feed them), so the
 * players and teams lists are refreshed along with the skills.
 */
export const skillChangeKeys = [skillsKeys.all, playersKeys.all, teamsKeys.all] as const;

export async function createSkill(input: SkillInput): Promise<SkillDto> {
  const { data } = await adminApi.post<SkillDto>('/skills/', input);
  return data;
}

export function useCreateSkill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSkill, onSuccess: () => invalidateQueries(queryClient, skillChangeKeys) });
}
