import { adminApi } from '@/lib/admin-api';
import type { RosterChangeAnswer } from '@league/contract';

/** A swap names the other player; a move names the team (null: back to Unassigned). */
export type TradeInput = { source_player_id: number; target_player_id: number } | { source_player_id: number; to_team_id: number | null };

/** Answers the roster version the change recorded, so Undo can restore the one before it. */
export async function tradePlayers(input: TradeInput): Promise<number> {
  const { data } = await adminApi.post<Partial<RosterChangeAnswer>>('/players/trade/', input);
  return data.roster_version ?? 0;
}
