import { AppError } from '../../lib/app-error.js';
import type { BalancePreviewDto, UnknownGenderValueDto } from '@league/contract';
import { readBalanceOptions, type BalanceChoices, type MeasuredColumns } from './balance-options.js';
import { toStoredRoster, type RegistrationRecord } from './build-change-preview.js';
import { buildPreview } from './build-preview.js';
import { buildRuledPlayers } from './build-rules.js';
import type { ResolvedColumns } from './csv/find-columns.js';
import type { Roster, RosterPlayer } from './csv/read-roster.js';
import { withHouseholdGroups, type HouseholdOf } from './household-groups.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult } from './optimizer/index.js';

/** What a team file knows that a stored registration does not: kept beside its draft registrations. */
export interface FileReading {
  /** Per record: the spreadsheet's row, first and last name when the file has them apart, the unmapped cells. */
  rows: (Pick<RosterPlayer, 'row' | 'first' | 'last' | 'extra'>)[];
  /** The header's spelling of each column read, for the preview's explanations. */
  columns: ResolvedColumns;
  extraColumns: string[];
  /** Gender texts the vocabulary does not know, for the admin to map. */
  unknownGenders: UnknownGenderValueDto[];
  /** The region, practice-conflict and height columns the admin chose: a chosen one is used even where its cells are blank. */
  measured: MeasuredColumns;
}

/** Registrations to balance: the division's stored ones, or a file's drafts with its reading beside them. */
export interface RegistrationsToBalance {
  records: RegistrationRecord[];
  /** Each selected skill's scale (normalization factor) by skill id. */
  scales: Map<number, number>;
  /** What reading the records told the admin (blank ratings filled, gender values, long cells). */
  warnings: string[];
  /** The division's households as sibling groups, by each record's player id (decision 0046). */
  households?: { playerIds: number[]; of: HouseholdOf };
  file?: FileReading;
}

export type BalanceRun = (players: BalancePlayer[], options: BalanceOptions) => BalanceResult | Promise<BalanceResult>;

/**
 * Create Teams' one pipeline after reading (decision 0186): registrations as the roster, their
 * households as sibling groups, the rules, the request's options, the balance and the preview.
 * The team-file upload (in its worker thread) and the stored division both come through here,
 * so the two doors cannot read one export two ways. `balance` is the optimizer, run where the
 * caller is: in the upload's worker itself, or on the pool for the stored division.
 */
export async function balanceRegistrations(input: RegistrationsToBalance, choices: BalanceChoices & { seed: number }, balance: BalanceRun): Promise<BalancePreviewDto> {
  const roster = toRoster(input);
  const ruled = buildRuledPlayers(roster.players, choices.number_of_teams, choices.requests_mutual_only, choices.request_choices);
  const { options, settings } = readBalanceOptions(choices, input.file?.measured ?? measuredOf(roster.players), input.scales.size > 0, choices.seed);
  try {
    return buildPreview(roster, ruled, await balance(ruled.players, options), settings);
  } catch (error) {
    if (error instanceof BalanceInputError) {
      throw AppError.badRequest(error.message, undefined, roster.players.length < choices.number_of_teams ? 'not_enough_players' : 'rules_infeasible');
    }
    throw error;
  }
}

function toRoster({ records, scales, warnings, households, file }: RegistrationsToBalance): Roster {
  // A file's preview shows ratings to 4 digits: its save writes the ratings back from the preview.
  const roster = toStoredRoster({ players: records }, scales, { volunteers: true, ratingDigits: file ? 4 : 2 });
  roster.warnings.push(...warnings);
  if (file) {
    roster.players = roster.players.map((p, i) => ({ ...p, ...file.rows[i]! }));
    Object.assign(roster, { columns: file.columns, extraColumns: file.extraColumns, unknownGenders: file.unknownGenders });
  }
  if (households) {
    // Siblings: a household is the default group (decision 0046), before the rules are read.
    roster.players = withHouseholdGroups(roster.players, households.playerIds, households.of);
    if (roster.columns.group === null && roster.players.some((p) => p.group !== null)) roster.columns.group = 'group';
  }
  return roster;
}

/** Stored registrations are balanced by region, conflicts and height when any of them carries one. */
function measuredOf(players: RosterPlayer[]): MeasuredColumns {
  return {
    region: players.some((p) => p.region) ? 'region' : null,
    availability: players.some((p) => p.unavailableDays.length > 0) ? 'unavailable_days' : null,
    height: players.some((p) => p.heightCm !== null) ? 'height_cm' : null,
  };
}
