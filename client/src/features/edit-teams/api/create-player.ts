import { adminApi } from '@/lib/admin-api';
import type { CreatePlayerInput, PlayerDto as Player } from '@league/contract';

export async function createPlayer(input: CreatePlayerInput): Promise<Player> {
  const { data } = await adminApi.post<Player>('/players/', input);
  return data;
}
