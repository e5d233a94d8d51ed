import axios from 'axios';
import { adminApi } from '@/lib/admin-api';
import type { ErrorBody, RosterChangeAnswer } from '@league/contract';

/** A swap names the other player; a move names the team (null: back to Unassigned); override makes a rule-breaking change anyway. */
export type TradeInput = ({ source_player_id: number; target_player_id: number } | { source_player_id: number; to_team_id: number | null }) & { override?: boolean };

/** Answers the roster version the change recorded, so Undo can restore the one before it. */
export async function tradePlayers(input: TradeInput): Promise<number> {
  const { data } = await adminApi.post<Partial<RosterChangeAnswer>>('/players/trade/', input);
  return data.roster_version ?? 0;
}

/** The reasons of a 409 `rules_broken` (a saved group, lock or apart rule the change breaks); null for any other error. */
export function readBrokenRules(error: unknown): string[] | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as Partial<ErrorBody> | undefined;
  if (body?.code !== 'rules_broken') return null;
  const reasons = body.details?.reasons;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
}
