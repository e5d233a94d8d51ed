import { adminApi } from '@/lib/admin-api';
import type { CreateRatingInput } from './player-skill-types';

export async function createPlayerSkill(input: CreateRatingInput): Promise<void> {
  await adminApi.post('/player-skills/', input);
}
