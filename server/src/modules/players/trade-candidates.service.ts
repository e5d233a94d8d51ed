import { maxDivisionPlayers, type TradeCandidatesQuery } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { WorkerPool } from '../../lib/worker-pool.js';
import { asObject, readHeightCm } from '../../lib/additional-data.js';
import { rankTradeCandidates } from './rank-trade-candidates.js';
import { rankTradesJob } from './rank-trades-worker.js';
import * as tradeRepo from './trade.repository.js';

// Up to this many players ranking takes a few milliseconds and runs here; above, in a worker.
export const inlineRankingLimit = 1000;

/**
 * Players of the same division on other teams, best trade first (rank-trade-candidates.ts).
 * The division is read once; a large one is ranked in the worker threads so the
 * request thread stays free (decision 0031). The work of one request is bounded by the
 * division limit (decision 0109): a division above it is refused before it is read.
 */
export async function listTradeCandidates(ctx: LeagueContext, pool: WorkerPool, playerId: number, query: TradeCandidatesQuery) {
  const player = await requireInLeague(ctx, 'player', playerId);
  if (query.exclude_team) await requireInLeague(ctx, 'team', query.exclude_team);
  const size = await tradeRepo.countDivisionPlayers(ctx.db, player.divisionId);
  if (size > maxDivisionPlayers) throw tooLargeToRank(size);
  const roster = await tradeRepo.findDivisionRoster(ctx.db, player.divisionId);
  const task = { roster, playerId: player.id, query };
  const ranked = roster.players.length > inlineRankingLimit ? await pool.run(rankTradesJob, task) : rankTradeCandidates(task);
  const rows = new Map(roster.players.map((p) => [p.id, p]));
  const teamNames = new Map(roster.teams.map((team) => [team.id, team.name]));
  const results = ranked.map(({ id, diff, breaks_rules }) => {
    const c = rows.get(id)!;
    return {
      id: c.id,
      name: c.name,
      team_id: c.teamId,
      team_name: c.teamId === null ? null : (teamNames.get(c.teamId) ?? null),
      overall_skill: c.overallSkill,
      diff,
      height: readHeightCm(c),
      additional_data: asObject(c.additionalData),
      breaks_rules,
    };
  });
  return { count: results.length, results };
}

/** Only a division from before the limit (decision 0030) can be this large. */
function tooLargeToRank(size: number): AppError {
  const [players, limit] = [size, maxDivisionPlayers].map((n) => n.toLocaleString('en'));
  return new AppError(
    409,
    `This division has ${players} players, more than the ${limit} a division can hold, so trades are not suggested for it. Move players to other divisions until it has at most ${limit}.`,
    'division_too_large',
    { players: size, max_players: maxDivisionPlayers },
  );
}
