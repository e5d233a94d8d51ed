import { AppError } from '../../lib/app-error.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import { maxDivisionPlayers, type BalanceTeamsInput } from '@league/contract';
import * as repo from './balancing.repository.js';
import { buildPreview } from './build-preview.js';
import { CsvInputError } from './csv/csv-input-error.js';
import { readCsv } from './csv/read-csv.js';
import { readRoster, type Roster } from './csv/read-roster.js';
import { buildRuledPlayers } from './build-rules.js';
import { BalanceInputError } from './optimizer/index.js';
import type { OptimizerPool } from './worker/optimizer-pool.js';

export { persistTeams } from './persist-teams.js';

/** Reads the file, balances the teams (in a worker thread) and answers the preview; nothing is written. */
export async function previewBalancedTeams(ctx: LeagueContext, optimizer: Pick<OptimizerPool, 'balance'>, csvText: string, input: BalanceTeamsInput) {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const skills = await repo.listDivisionSkills(ctx.db, division.id);
  const byId = new Map(skills.map((s) => [s.id, s]));
  const foreign = input.selected_skills.find((id) => !byId.has(id));
  if (foreign !== undefined) throw AppError.badRequest(`Skill ${foreign} is not a skill of this division.`, { fields: { selected_skills: 'unknown skill' } }, 'validation_error');

  const roster = readRosterOrThrow(csvText, {
    skills: input.selected_skills.map((id) => {
      const skill = byId.get(id)!;
      return { skillId: id, name: skill.name, column: input.skill_mapping[String(id)]!, weight: skill.weight, normalizationFactor: skill.normalizationFactor };
    }),
    region: input.region_column,
    availability: input.availability_column,
    height: input.height_column,
    names: input.name_columns,
    dob: input.dob_column,
    email: input.email_column,
    parentEmail: input.parent_email_column,
    gender: input.gender_column,
    genderMapping: input.gender_mapping,
    group: input.group_column,
    apart: input.apart_column,
    lock: input.lock_column,
    request: input.request_column,
    blankRatings: input.blank_ratings,
  });
  const ruled = buildRuledPlayers(roster.players, input.number_of_teams, input.requests_mutual_only);
  const seed = input.seed ?? Date.now();
  try {
    const result = await optimizer.balance(ruled.players, {
      teamCount: input.number_of_teams,
      seed,
      useComposite: input.selected_skills.length > 0,
      region: input.region_column ? { weight: input.region_weight, mode: input.region_mode } : null,
      availability: input.availability_column ? { weight: input.availability_weight } : null,
      height: input.height_column ? { weight: input.height_weight } : null,
      requestWeight: input.request_weight,
      tierBalance: input.tier_balance,
    });
    return buildPreview(roster, ruled, result, {
      seed,
      region: { column: input.region_column ?? null, mode: input.region_mode, weight: input.region_weight },
      availability: { column: input.availability_column ?? null, weight: input.availability_weight },
      height: { column: input.height_column ?? null, weight: input.height_weight },
      requests: { mutualOnly: input.requests_mutual_only, weight: input.request_weight },
      tierBalance: input.tier_balance,
    });
  } catch (error) {
    if (error instanceof BalanceInputError) {
      const code = roster.players.length < input.number_of_teams ? 'not_enough_players' : 'rules_infeasible';
      throw AppError.badRequest(error.message, undefined, code);
    }
    throw error;
  }
}

function readRosterOrThrow(csvText: string, columns: Parameters<typeof readRoster>[1]): Roster {
  try {
    return readRoster(readCsv(csvText, { maxRows: maxDivisionPlayers }), columns);
  } catch (error) {
    if (error instanceof CsvInputError) throw AppError.badRequest(error.message, { row: error.row, column: error.column }, 'csv_error');
    throw error;
  }
}
