import { adminApi } from '@/lib/admin-api';
import type { SkillDto as Skill } from '@league/contract';

export interface CustomSkillInput {
  name: string;
  description: string;
  weight: number;
  division: number;
  normalization_factor: number;
}

export async function createCustomSkill(input: CustomSkillInput): Promise<Skill> {
  const { data } = await adminApi.post<Skill>('/skills/', input);
  return data;
}
