import { adminApi } from '@/lib/admin-api';
import type { CreatePlayerInput, PlayerDto } from '@league/contract';

export async function createPlayer(input: CreatePlayerInput): Promise<PlayerDto> {
  const { data } = await adminApi.post<PlayerDto>('/players/', input);
  return data;
}
