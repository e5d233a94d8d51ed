import { AppError } from '../../lib/app-error.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { BalancePreviewDto, BalanceStoredInput, StoredBalanceSourceDto } from '@league/contract';
import * as repo from './balancing.repository.js';
import { toStoredRoster } from './build-change-preview.js';
import { buildPreview, type PreviewSettings } from './build-preview.js';
import { buildRuledPlayers } from './build-rules.js';
import { findHouseholdGroups, withHouseholdGroups } from './household-groups.js';
import { BalanceInputError, type BalanceOptions } from './optimizer/index.js';
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
 * ratings and kept rules (group, lock, apart, requests), balanced in a worker like a file is,
 * answering the same preview plus each player's id. Nothing is written.
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
  const roster = toStoredRoster({ players: filled.players, teams: stored.teams }, new Map(selected.map((s) => [s.id, s.normalizationFactor])), { volunteers: true });
  roster.warnings.push(...filled.warnings);
  // Siblings: a household is the default group (decision 0046), before the rules are read.
  roster.players = withHouseholdGroups(roster.players, filled.players.map((p) => p.id), households);
  if (roster.players.some((p) => p.group !== null)) roster.columns.group = 'group';
  const ruled = buildRuledPlayers(roster.players, input.number_of_teams, input.requests_mutual_only, input.request_choices);
  const has = { region: roster.players.some((p) => p.region), availability: roster.players.some((p) => p.unavailableDays.length > 0), height: roster.players.some((p) => p.heightCm !== null) };
  const seed = input.seed ?? Date.now();
  const options: BalanceOptions = {
    teamCount: input.number_of_teams,
    seed,
    // No skill selected: random within the rules, as for a file (decision 0051).
    useComposite: true,
    region: has.region ? { weight: input.region_weight, mode: input.region_mode } : null,
    availability: has.availability ? { weight: input.availability_weight } : null,
    height: has.height ? { weight: input.height_weight } : null,
    requestWeight: input.request_weight,
    tierBalance: selected.length > 0 && input.tier_balance,
  };
  const settings: PreviewSettings = {
    seed,
    region: { column: has.region ? 'region' : null, mode: input.region_mode, weight: input.region_weight },
    availability: { column: has.availability ? 'unavailable_days' : null, weight: input.availability_weight },
    height: { column: has.height ? 'height_cm' : null, weight: input.height_weight },
    requests: { mutualOnly: input.requests_mutual_only, weight: input.request_weight },
    tierBalance: selected.length > 0 && input.tier_balance,
    skillsUsed: selected.length > 0,
  };
  try {
    const preview = buildPreview(roster, ruled, await optimizer.balance(ruled.players, options), settings);
    // `row` is the player's place in the balanced list: it names the stored player back.
    const ids = filled.players.map((p) => p.id);
    return { ...preview, results: preview.results.map((team) => ({ ...team, players: team.players.map((p) => ({ ...p, player_id: ids[p.row - 1]! })) })) };
  } catch (error) {
    if (error instanceof BalanceInputError) {
      throw AppError.badRequest(error.message, undefined, roster.players.length < input.number_of_teams ? 'not_enough_players' : 'rules_infeasible');
    }
    throw error;
  }
}

function fillOrThrow(...args: Parameters<typeof fillMissingRatings<Awaited<ReturnType<typeof findStoredRoster>>['players'][number]>>) {
  try {
    return fillMissingRatings(...args);
  } catch (error) {
    if (error instanceof NoMeanError) throw AppError.badRequest(error.message, { fields: { missing_ratings: 'no average' } }, 'no_average');
    throw error;
  }
}
