import { adminApi } from '@/lib/admin-api';
import type { PlayerSkillInput } from './player-skill-types';

export async function createPlayerSkill(input: PlayerSkillInput): Promise<void> {
  await adminApi.post('/player-skills/', input);
}
