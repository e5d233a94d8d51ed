import { AppError } from '../../lib/app-error.js';
import { round } from '../../lib/composite.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { TradeCandidatesQuery, TradeInput } from '@league/contract';
import { asObject, readHeightCm, toPlayerDto } from './players.dto.js';
import * as repo from './players.repository.js';
import * as tradeRepo from './trade.repository.js';

const sameDivisionMessage = 'Players must be in the same division to trade.';

/**
 * Players of the same division on other teams, closest overall_skill first.
 * diff is the candidate's overall minus the chosen player's, so its sign says stronger or weaker.
 */
export async function listTradeCandidates(ctx: LeagueContext, playerId: number, query: TradeCandidatesQuery) {
  const player = await requireInLeague(ctx, 'player', playerId);
  if (query.exclude_team) await requireInLeague(ctx, 'team', query.exclude_team);
  const others = await tradeRepo.findDivisionPlayers(ctx.db, player.divisionId, player.id);
  const candidates = others
    .filter((c) => c.teamId !== player.teamId)
    .filter((c) => !(query.assigned_only && c.teamId === null))
    .filter((c) => !(query.exclude_team && c.teamId === query.exclude_team))
    .map((c) => ({ c, diff: round(c.overallSkill - player.overallSkill, 4) }))
    .filter(({ diff }) => query.delta === undefined || Math.abs(diff) <= query.delta + 1e-9)
    .sort((a, b) => Math.abs(a.diff) - Math.abs(b.diff) || a.c.name.localeCompare(b.c.name) || a.c.id - b.c.id)
    .slice(0, query.k);
  const results = candidates.map(({ c, diff }) => ({
    id: c.id,
    name: c.name,
    team_id: c.teamId,
    team_name: c.team?.name ?? null,
    overall_skill: c.overallSkill,
    diff,
    height: readHeightCm(c),
    additional_data: asObject(c.additionalData),
  }));
  return { count: results.length, results };
}

/** Swaps two players' teams, or moves one player to a team (null: to Unassigned), in one transaction. */
export async function tradePlayers(ctx: LeagueContext, input: TradeInput) {
  const changed = await ctx.db.$transaction(async (tx) => {
    const ids = input.target_player_id ? [input.source_player_id, input.target_player_id] : [input.source_player_id];
    await tradeRepo.lockPlayers(tx, ids);
    const players = await requireAllInLeague({ ...ctx, db: tx }, 'player', ids);
    const source = players.find((p) => p.id === input.source_player_id)!;
    if (input.target_player_id !== undefined) {
      const target = players.find((p) => p.id === input.target_player_id)!;
      if (target.id === source.id) throw AppError.badRequest('A player cannot be traded with themselves.');
      if (target.divisionId !== source.divisionId) throw AppError.badRequest(sameDivisionMessage);
      if (target.teamId === source.teamId) throw AppError.badRequest('The players are already on the same team.');
      await tradeRepo.setPlayerTeam(tx, source.id, target.teamId);
      await tradeRepo.setPlayerTeam(tx, target.id, source.teamId);
      return [source.id, target.id];
    }
    const toTeamId = input.to_team_id ?? null;
    if (toTeamId !== null) {
      const team = await requireInLeague({ ...ctx, db: tx }, 'team', toTeamId);
      if (team.divisionId !== source.divisionId) throw AppError.badRequest(sameDivisionMessage);
    }
    if (source.teamId === toTeamId) throw AppError.badRequest('The player is already on that team.');
    await tradeRepo.setPlayerTeam(tx, source.id, toTeamId);
    return [source.id];
  });
  const updated = await repo.findPlayersByIds(ctx.db, changed);
  return { count: updated.length, results: updated.map(toPlayerDto) };
}
