import { round } from '../../lib/composite.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { TradeCandidatesQuery, TradeInput } from '@league/contract';
import { asObject, readHeightCm, toPlayerDto } from './players.dto.js';
import * as repo from './players.repository.js';
import * as tradeRepo from './trade.repository.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { recordTradeVersion } from '../roster-history/record-roster-version.js';
import { compareScores, refuseBrokenRules, scorePlacements } from './trade-rules.js';
import { planTrade, tradedPlayerIds } from './plan-trade.js';

// Candidates closest in overall skill that are scored by the whole objective (each score reads the whole division).
const scoredCandidateLimit = 60;

/**
 * Players of the same division on other teams, best trade first: a trade that keeps the saved
 * group/lock/apart rules before one that breaks them, then by the whole balancing objective
 * after the swap (ADR 0011), then closest overall_skill. Only the closest
 * `scoredCandidateLimit` by overall skill are scored, also when k asks for more (Edit Teams
 * asks for everyone): the rest follow them by closeness.
 * diff is the candidate's overall minus the chosen player's, so its sign says stronger or weaker.
 */
export async function listTradeCandidates(ctx: LeagueContext, playerId: number, query: TradeCandidatesQuery) {
  const player = await requireInLeague(ctx, 'player', playerId);
  if (query.exclude_team) await requireInLeague(ctx, 'team', query.exclude_team);
  const others = await tradeRepo.findDivisionPlayers(ctx.db, player.divisionId, player.id);
  const closest = others
    .filter((c) => c.teamId !== player.teamId)
    .filter((c) => !(query.assigned_only && c.teamId === null))
    .filter((c) => !(query.exclude_team && c.teamId === query.exclude_team))
    .map((c) => ({ c, diff: round(c.overallSkill - player.overallSkill, 4) }))
    .filter(({ diff }) => query.delta === undefined || Math.abs(diff) <= query.delta + 1e-9)
    .sort((a, b) => Math.abs(a.diff) - Math.abs(b.diff) || a.c.name.localeCompare(b.c.name) || a.c.id - b.c.id);
  const roster = await tradeRepo.findDivisionRoster(ctx.db, player.divisionId);
  const scores = scorePlacements(
    roster,
    closest.map(({ c }) => new Map([[player.id, c.teamId], [c.id, player.teamId]])),
    scoredCandidateLimit,
  );
  const candidates = closest
    .map((entry, i) => ({ ...entry, score: scores[i]! }))
    .sort((a, b) => compareScores(a.score, b.score) || Math.abs(a.diff) - Math.abs(b.diff) || a.c.name.localeCompare(b.c.name) || a.c.id - b.c.id)
    .slice(0, query.k);
  const results = candidates.map(({ c, diff, score }) => ({
    id: c.id,
    name: c.name,
    team_id: c.teamId,
    team_name: c.team?.name ?? null,
    overall_skill: c.overallSkill,
    diff,
    height: readHeightCm(c),
    additional_data: asObject(c.additionalData),
    breaks_rules: score.broken,
  }));
  return { count: results.length, results };
}

/** Swaps two players' teams, or moves one player to a team (null: to Unassigned), in one transaction. */
export async function tradePlayers(ctx: LeagueContext, input: TradeInput) {
  const changed = await runTransaction(ctx.db, async (tx) => {
    await tradeRepo.lockPlayers(tx, tradedPlayerIds(input));
    const { divisionId, placement } = await planTrade({ ...ctx, db: tx }, input);
    refuseBrokenRules(await tradeRepo.findDivisionRoster(tx, divisionId), placement, input.override);
    for (const [playerId, teamId] of placement) await tradeRepo.setPlayerTeam(tx, playerId, teamId);
    const ids = [...placement.keys()];
    return { ids, version: await recordTradeVersion(tx, ctx, ids) };
  });
  const updated = await repo.findPlayersByIds(ctx.db, changed.ids);
  // roster_version: the version this change recorded; Undo restores the one before it.
  return { count: updated.length, results: updated.map(toPlayerDto), roster_version: changed.version };
}
