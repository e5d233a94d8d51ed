import { adminApi } from '@/lib/admin-api';

/** A swap names the other player; a move names the team (null: back to Unassigned). */
export type TradeInput = { source_player_id: number; target_player_id: number } | { source_player_id: number; to_team_id: number | null };

export async function tradePlayers(input: TradeInput): Promise<void> {
  await adminApi.post('/players/trade/', input);
}
