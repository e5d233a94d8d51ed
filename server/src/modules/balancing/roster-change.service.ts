import { AppError } from '../../lib/app-error.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { PlaceNewInput, RebalanceInput, RosterChangePreviewDto } from '@league/contract';
import { findLatestVersionNumber } from '../rosters/index.js';
import * as repo from './balancing.repository.js';
import { buildChangePreview, toStoredRoster, type ChangeTeams } from './build-change-preview.js';
import type { PreviewSettings } from './build-preview.js';
import { findHouseholdGroups, withHouseholdGroups } from './household-groups.js';
import { BalanceInputError, keepMutualRequests, type BalanceOptions, type RosterChange } from './optimizer/index.js';
import { findStoredRoster } from './roster-change.repository.js';
import { chooseTeams, currentTeams } from './roster-change-teams.js';
import { foldName, toStoredBalancePlayers } from './stored-rules.js';
import type { OptimizerPool } from './worker/optimizer-pool.js';

export { applyRoster } from './apply-roster.js';

type Optimizer = Pick<OptimizerPool, 'changeRoster'>;

/** Rebalances the stored division (decision 0019): a preview with the moves; nothing is written. */
export async function previewRebalance(ctx: LeagueContext, optimizer: Optimizer, input: RebalanceInput): Promise<RosterChangePreviewDto> {
  const division = await loadDivision(ctx, input.league_id, input.division_id);
  const { stored } = division;
  if (stored.players.length === 0) throw AppError.badRequest('This division has no players to rebalance.', undefined, 'no_players');
  const count = input.number_of_teams ?? stored.teams.length;
  if (count < 2) {
    throw AppError.badRequest(
      stored.teams.length === 0 ? 'This division has no teams yet. Choose a number of teams (2 to 20) to rebalance into.' : `This division has ${stored.teams.length} team; choose a number of teams (2 to 20) to rebalance into.`,
      { fields: { number_of_teams: 'required' } },
      'no_teams',
    );
  }
  const teams = chooseTeams(stored, count);
  return runChange(ctx, optimizer, division, teams, { keepCurrentWeight: input.keep_current_weight }, input);
}

/** Places the division's unassigned players on its existing teams (decision 0019): a preview; nothing is written. */
export async function previewPlaceNew(ctx: LeagueContext, optimizer: Optimizer, input: PlaceNewInput): Promise<RosterChangePreviewDto> {
  const division = await loadDivision(ctx, input.league_id, input.division_id);
  const { stored } = division;
  if (stored.teams.length === 0) throw AppError.badRequest('This division has no teams yet. Save teams first, then place new players on them.', undefined, 'no_teams');
  if (!stored.players.some((p) => p.teamId === null)) throw AppError.badRequest('This division has no unassigned players to place.', undefined, 'no_unassigned_players');
  const defaults = { region_weight: 5, region_mode: 'soft' as const, availability_weight: 3, height_weight: 10, request_weight: 5, tier_balance: true, seed: input.seed };
  return runChange(ctx, optimizer, division, currentTeams(stored), { place: { maxMoves: input.max_moves } }, defaults);
}

async function loadDivision(ctx: LeagueContext, leagueId: number, divisionId: number) {
  requireOwnLeague(ctx, leagueId);
  const division = await requireInLeague(ctx, 'division', divisionId);
  const [skills, stored, version, households] = await Promise.all([
    repo.listDivisionSkills(ctx.db, division.id),
    findStoredRoster(ctx.db, division.id),
    findLatestVersionNumber(ctx.db, division.id),
    findHouseholdGroups(ctx.db, division.id),
  ]);
  return { skills, stored, version, households };
}

type Weighing = Pick<RebalanceInput, 'region_weight' | 'region_mode' | 'availability_weight' | 'height_weight' | 'request_weight' | 'tier_balance' | 'seed'>;

async function runChange(ctx: LeagueContext, optimizer: Optimizer, division: Awaited<ReturnType<typeof loadDivision>>, teams: ChangeTeams, change: Omit<RosterChange, 'current'>, weighing: Weighing) {
  const { skills, stored, version, households } = division;
  const roster = toStoredRoster(stored, new Map(skills.map((s) => [s.id, s.normalizationFactor])));
  // Siblings: a household is the default group here too, exactly as for a stored balance (decision 0046).
  const grouped = withHouseholdGroups(roster.players, stored.players.map((p) => p.id), households);
  const players = keepMutualRequests(toStoredBalancePlayers(stored.players, teams.names)).map((p, i) =>
    roster.players[i]!.group === null && grouped[i]!.group !== null ? { ...p, group: foldName(grouped[i]!.group) } : p);
  roster.players = grouped;
  if (grouped.some((p) => p.group !== null)) roster.columns.group = 'group';
  const has = { region: roster.players.some((p) => p.region), availability: roster.players.some((p) => p.unavailableDays.length > 0), height: roster.players.some((p) => p.heightCm !== null) };
  const seed = weighing.seed ?? Date.now();
  const options: BalanceOptions = {
    teamCount: teams.ids.length,
    seed,
    useComposite: skills.some((s) => s.weight > 0),
    region: has.region ? { weight: weighing.region_weight, mode: weighing.region_mode } : null,
    availability: has.availability ? { weight: weighing.availability_weight } : null,
    height: has.height ? { weight: weighing.height_weight } : null,
    requestWeight: weighing.request_weight,
    tierBalance: weighing.tier_balance,
  };
  const settings: PreviewSettings = {
    seed,
    region: { column: has.region ? 'region' : null, mode: weighing.region_mode, weight: weighing.region_weight },
    availability: { column: has.availability ? 'unavailable_days' : null, weight: weighing.availability_weight },
    height: { column: has.height ? 'height_cm' : null, weight: weighing.height_weight },
    requests: { mutualOnly: true, weight: weighing.request_weight },
    tierBalance: weighing.tier_balance,
  };
  try {
    const result = await optimizer.changeRoster(players, options, { ...change, current: teams.current });
    return buildChangePreview(stored, roster, { players, teamNames: teams.names, coachNames: [], warnings: [], unmatchedRequests: [], requestNames: [] }, teams, result, settings, version);
  } catch (error) {
    if (error instanceof BalanceInputError) throw AppError.badRequest(error.message, undefined, players.length < options.teamCount ? 'not_enough_players' : 'rules_infeasible');
    throw error;
  }
}
