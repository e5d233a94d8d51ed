import { adminApi } from '@/lib/admin-api';
import type { CreateRatingInput } from './player-skill-types';

export async function updatePlayerSkill(id: number, input: CreateRatingInput): Promise<void> {
  await adminApi.put(`/player-skills/${id}/`, input);
}
