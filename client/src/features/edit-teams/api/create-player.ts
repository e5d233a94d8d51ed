import { adminApi } from '@/lib/admin-api';
import type { PlayerDto as Player } from '@league/contract';

export interface CreatePlayerInput {
  name: string;
  email: string | null;
  date_of_birth: string | null;
  league: number;
  division: number;
  team: number | null;
  /** Skill id → displayed rating (0-10). */
  ratings: Record<string, number>;
}

export async function createPlayer(input: CreatePlayerInput): Promise<Player> {
  const { data } = await adminApi.post<Player>('/players/', input);
  return data;
}
