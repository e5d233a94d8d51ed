import { AppError } from '../../lib/app-error.js';
import { maxDivisionPlayers, type BalanceTeamsInput } from '@league/contract';
import { buildPreview } from './build-preview.js';
import { buildRuledPlayers } from './build-rules.js';
import { CsvInputError } from './csv/csv-input-error.js';
import { readCsv } from './csv/read-csv.js';
import { readRoster, type Roster, type SkillColumn } from './csv/read-roster.js';
import { BalanceInputError, balanceTeams } from './optimizer/index.js';

/** A checked upload and request, as plain data: it travels to a worker thread. */
export interface CsvBalanceTask {
  csvText: string;
  input: BalanceTeamsInput;
  /** The selected skills with the division's weights and the CSV columns they are read from. */
  skills: SkillColumn[];
  seed: number;
}

/**
 * Reads the file, balances the teams and builds the preview: everything of a CSV balance that
 * needs no database. It runs in a worker thread (worker/balance-csv-worker.ts): reading 5,000
 * rows and building their preview took 70-130 ms each on the request thread (decision 0042).
 * Errors are AppErrors (400s naming the row, column or rule).
 */
export function balanceCsv({ csvText, input, skills, seed }: CsvBalanceTask) {
  const roster = readRosterOrThrow(csvText, {
    skills,
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
    school: input.school_column,
    volunteer: input.volunteer_column,
    parentName: input.parent_name_column,
    blankRatings: input.blank_ratings,
  });
  const ruled = buildRuledPlayers(roster.players, input.number_of_teams, input.requests_mutual_only, input.request_choices);
  // No skill selected: every composite is 0, so the search keeps the hard rules and nothing else
  // decides; the teams are random within the rules (decision 0051), never random across them.
  const skillsUsed = input.selected_skills.length > 0;
  try {
    const result = balanceTeams(ruled.players, {
      teamCount: input.number_of_teams,
      seed,
      useComposite: true,
      region: input.region_column ? { weight: input.region_weight, mode: input.region_mode } : null,
      availability: input.availability_column ? { weight: input.availability_weight } : null,
      height: input.height_column ? { weight: input.height_weight } : null,
      requestWeight: input.request_weight,
      tierBalance: skillsUsed && input.tier_balance,
      maxPerSchool: input.max_per_school ?? null,
    });
    return buildPreview(roster, ruled, result, {
      seed,
      region: { column: input.region_column ?? null, mode: input.region_mode, weight: input.region_weight },
      availability: { column: input.availability_column ?? null, weight: input.availability_weight },
      height: { column: input.height_column ?? null, weight: input.height_weight },
      requests: { mutualOnly: input.requests_mutual_only, weight: input.request_weight },
      tierBalance: skillsUsed && input.tier_balance,
      skillsUsed,
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
