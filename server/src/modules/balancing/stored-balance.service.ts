import { AppError } from '../../lib/app-error.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { BalancePreviewDto, BalanceStoredInput, StoredBalanceSourceDto } from '@league/contract';
import * as repo from './balancing.repository.js';
import { balanceRegistrations } from './balance-registrations.js';
import { findHouseholdGroups } from './household-groups.js';
import { findStoredRoster } from './roster-change.repository.js';
import { findLastSeasonRatings } from './last-season-ratings.js';
import { fillMissingRatings, findUnrated, NoMeanError } from './stored-ratings.js';
import type { OptimizerPool } from './worker/optimizer-pool.js';

const maxListed = 20;

/** What Create Teams shows before balancing stored players: how many, and who lacks a rating (decision 0040). */
export async function describeStoredSource(ctx: LeagueContext, input: { league_id: number; division_id: number }): Promise<StoredBalanceSourceDto> {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const [skills, stored] = await Promise.all([repo.listDivisionSkills(ctx.db, division.id), findStoredRoster(ctx.db, division.id)]);
  return {
    player_count: stored.players.length,
    team_count: stored.teams.length,
    skills: skills.map((s) => ({ id: s.id, name: s.name, weight: s.weight })),
    unrated: (await findUnratedWithLastSeason(ctx.db, division.id, stored.players, skills)).unrated,
  };
}

type StoredRow = Awaited<ReturnType<typeof findStoredRoster>>['players'][number];

/** Players lacking a rating for `skills`, with what last season would give each (decision 0066). */
async function findUnratedWithLastSeason(db: LeagueContext['db'], divisionId: number, players: StoredRow[], skills: { id: number }[]) {
  const ids = new Set(findUnrated(players, skills).map((u) => u.player_id));
  const lastSeason = await findLastSeasonRatings(db, divisionId, players.filter((p) => ids.has(p.id)));
  return { unrated: findUnrated(players, skills, lastSeason), lastSeason };
}

/**
 * balanced_teams with source=stored (decision 0040): the division's players with their stored
 * ratings and kept rules, balanced by the same pipeline as a file's draft registrations
 * (balance-registrations.ts, decision 0186), the optimizer on the worker pool, answering the same
 * preview plus each player's id. Nothing is written.
 */
export async function previewStoredBalance(ctx: LeagueContext, optimizer: Pick<OptimizerPool, 'balance'>, input: BalanceStoredInput): Promise<BalancePreviewDto> {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const [skills, stored, households] = await Promise.all([repo.listDivisionSkills(ctx.db, division.id), findStoredRoster(ctx.db, division.id), findHouseholdGroups(ctx.db, division.id)]);
  if (stored.players.length === 0) {
    throw AppError.badRequest('This division has no players yet. Add or import players first, or upload a file to balance.', undefined, 'no_players');
  }
  const chosen = input.selected_skills ?? skills.map((s) => s.id);
  const foreign = chosen.find((id) => !skills.some((s) => s.id === id));
  if (foreign !== undefined) throw AppError.badRequest(`Skill ${foreign} is not a skill of this division.`, { fields: { selected_skills: 'unknown skill' } }, 'validation_error');
  const selected = skills.filter((s) => chosen.includes(s.id));

  const { unrated, lastSeason } = await findUnratedWithLastSeason(ctx.db, division.id, stored.players, selected);
  if (unrated.length && !input.missing_ratings) {
    const names = unrated.slice(0, maxListed).map((p) => p.name).join(', ');
    const more = unrated.length > maxListed ? ` and ${unrated.length - maxListed} more` : '';
    throw AppError.badRequest(
      `${unrated.length} player${unrated.length === 1 ? ' has' : 's have'} no rating for a selected skill: ${names}${more}. Choose missing_ratings: last_season (their rating from an earlier season, else the division's average), mean (the division's average for that skill) or leave_out (balance without them).`,
      { unrated },
      'missing_ratings',
    );
  }
  const filled = fillOrThrow(stored.players, selected, input.missing_ratings, lastSeason);
  const ids = filled.players.map((p) => p.id);
  const preview = await balanceRegistrations(
    { records: filled.players, scales: new Map(selected.map((s) => [s.id, s.normalizationFactor])), warnings: filled.warnings, households: { playerIds: ids, of: households } },
    { ...input, seed: input.seed ?? Date.now() },
    (players, options) => optimizer.balance(players, options),
  );
  // `row` is the player's place in the balanced list: it names the stored player back.
  return { ...preview, results: preview.results.map((team) => ({ ...team, players: team.players.map((p) => ({ ...p, player_id: ids[p.row - 1]! })) })) };
}

function fillOrThrow(...args: Parameters<typeof fillMissingRatings<Awaited<ReturnType<typeof findStoredRoster>>['players'][number]>>) {
  try {
    return fillMissingRatings(...args);
  } catch (error) {
    if (error instanceof NoMeanError) throw AppError.badRequest(error.message, { fields: { missing_ratings: 'no average' } }, 'no_average');
    throw error;
  }
}
