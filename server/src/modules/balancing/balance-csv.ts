import { AppError } from '../../lib/app-error.js';
import { maxDivisionPlayers, type BalancePreviewDto, type BalanceTeamsInput } from '@league/contract';
import { balanceRegistrations } from './balance-registrations.js';
import { CsvInputError } from './csv/csv-input-error.js';
import { readCsv } from './csv/read-csv.js';
import { readDraftRegistrations, type DraftRegistrations } from './csv/read-draft-registrations.js';
import type { RosterColumns, SkillColumn } from './csv/read-roster.js';
import { balanceTeams } from './optimizer/index.js';

/** A checked upload and request, as plain data: it travels to a worker thread. */
export interface CsvBalanceTask {
  csvText: string;
  input: BalanceTeamsInput;
  /** The selected skills with the division's weights and the CSV columns they are read from. */
  skills: SkillColumn[];
  seed: number;
}

/**
 * Reads the file into draft registrations and balances them as the stored division's are
 * (balance-registrations.ts, decision 0186): everything of a CSV balance that needs no database.
 * It runs in a worker thread (worker/balance-csv-worker.ts): reading 5,000 rows and building
 * their preview took 70-130 ms each on the request thread (decision 0042). The drafts are never
 * written: Save Teams writes. Errors are AppErrors (400s naming the row, column or rule).
 */
export async function balanceCsv({ csvText, input, skills, seed }: CsvBalanceTask): Promise<BalancePreviewDto> {
  const drafts = readDraftsOrThrow(csvText, {
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
  const scales = new Map(skills.map((s) => [s.skillId, s.normalizationFactor]));
  return balanceRegistrations({ ...drafts, scales }, { ...input, seed }, balanceTeams);
}

function readDraftsOrThrow(csvText: string, columns: RosterColumns): DraftRegistrations {
  try {
    return readDraftRegistrations(readCsv(csvText, { maxRows: maxDivisionPlayers }), columns);
  } catch (error) {
    if (error instanceof CsvInputError) throw AppError.badRequest(error.message, { row: error.row, column: error.column }, 'csv_error');
    throw error;
  }
}
