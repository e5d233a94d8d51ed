import { AppError } from '../../lib/app-error.js';
import { requireAllInLeague, requireInLeague } from '../../lib/permissions.js';
import type { TradeInput } from '@league/contract';
import type { Placement } from './trade-rules.js';

/** A league context, or one inside a transaction (`{ ...ctx, db: tx }`). */
type ScopeContext = Parameters<typeof requireAllInLeague>[0];

const sameDivisionMessage = 'Players must be in the same division to trade.';

/** The players a trade (two) or a move (one) changes. */
export const tradedPlayerIds = (input: TradeInput) => (input.target_player_id ? [input.source_player_id, input.target_player_id] : [input.source_player_id]);

/**
 * Checks a trade or move as the trade itself does and answers who would go where: the same
 * 404s and 400s for the preview and the change. Writes nothing.
 */
export async function planTrade(ctx: ScopeContext, input: TradeInput): Promise<{ divisionId: number; placement: Placement }> {
  const players = await requireAllInLeague(ctx, 'player', tradedPlayerIds(input));
  const source = players.find((p) => p.id === input.source_player_id)!;
  if (input.target_player_id !== undefined) {
    const target = players.find((p) => p.id === input.target_player_id)!;
    if (target.id === source.id) throw AppError.badRequest('A player cannot be traded with themselves.');
    if (target.divisionId !== source.divisionId) throw AppError.badRequest(sameDivisionMessage);
    if (target.teamId === source.teamId) throw AppError.badRequest('The players are already on the same team.');
    return { divisionId: source.divisionId, placement: new Map([[source.id, target.teamId], [target.id, source.teamId]]) };
  }
  const toTeamId = input.to_team_id ?? null;
  if (toTeamId !== null) {
    const team = await requireInLeague(ctx, 'team', toTeamId);
    if (team.divisionId !== source.divisionId) throw AppError.badRequest(sameDivisionMessage);
  }
  if (source.teamId === toTeamId) throw AppError.badRequest('The player is already on that team.');
  return { divisionId: source.divisionId, placement: new Map([[source.id, toTeamId]]) };
}
