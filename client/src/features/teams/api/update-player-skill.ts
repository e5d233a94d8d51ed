import { adminApi } from '@/lib/admin-api';
import type { PlayerSkillInput } from './player-skill-types';

export async function updatePlayerSkill(id: number, input: PlayerSkillInput): Promise<void> {
  await adminApi.put(`/player-skills/${id}/`, input);
}
