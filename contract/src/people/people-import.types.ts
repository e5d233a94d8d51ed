/** How the import reads a row (decision 0039). */
export type ImportRowStatus = 'new' | 'returning' | 'registered' | 'possible_match' | 'problem';

export type MatchReason = 'typo' | 'nickname' | 'surname_part' | 'swapped_day_month' | 'no_date_of_birth' | 'same_name_and_birthday_twice';

export interface ImportCandidateDto {
  participant_id: number;
  name: string;
  date_of_birth: string | null;
  registration_id: string | null;
  reason: MatchReason;
}

export interface ImportRowDto {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  status: ImportRowStatus;
  name: string;
  date_of_birth: string | null;
  registration_id: string | null;
  /** The person this row is (matched, or confirmed by the admin); null when new or undecided. */
  participant_id: number | null;
  /** For registered rows: the player whose fields change, and which fields. */
  player_id: number | null;
  changes: string[];
  household: string | null;
  candidates: ImportCandidateDto[];
  problems: string[];
  /**
   * Returning (or confirmed) people: last season's ratings this registration will carry forward
   * (decision 0044), one per skill of this division with the same name. Empty when none.
   */
  carried_ratings?: CarriedRatingDto[];
  /** What Create Teams will balance this registration by (issue 37); absent when the row has none. */
  rules?: ImportRowRulesDto;
}

/** A row's team-forming values as read from the export and stored on the registration. */
export interface ImportRowRulesDto {
  /** The parent offered to coach: head or assistant coach; null otherwise. */
  volunteer: 'head' | 'assistant' | null;
  /** The parent who coaches when `volunteer` is set. */
  parent_name: string | null;
  /** Requested teammates as the family wrote them. */
  requests: string[];
  group: string | null;
  apart: string | null;
  lock: string | null;
  region: string | null;
  unavailable_days: string[];
  height_cm: number | null;
  school: string | null;
}

/** One column the import reads and the role it plays ("Date of birth" ← "Participant Birth Date"). */
export interface ImportColumnDto {
  /** The request field (dob_column, volunteer_column...), or name_columns. */
  role: string;
  label: string;
  /** The header as the file spells it; two joined by " + " for first and last names. */
  column: string;
}

/** "Shooting 7 of 10: coach rating, Spring 2026, U10, age 9" */
export interface CarriedRatingDto {
  skill_name: string;
  /** On this division's skill scale, and on 0-10. */
  rating: number;
  display_rating: number;
  description: string;
}

export interface ImportWithdrawalDto {
  player_id: number;
  participant_id: number | null;
  name: string;
}

export interface ImportSummaryDto {
  new: number;
  returning: number;
  possible_matches: number;
  problems: number;
  withdrawn: number;
  /** Already registered in the division: their changed fields are updated. */
  registered: number;
  /** Rows that bring last season's ratings with them (decision 0044). */
  bringing_ratings?: number;
}

export interface ImportPlayersResultDto {
  dry_run: boolean;
  /** True when this request wrote the import. */
  written: boolean;
  summary: ImportSummaryDto;
  rows: ImportRowDto[];
  withdrawals: ImportWithdrawalDto[];
  /** Withdrawn players removed from the division (confirm_withdrawals). */
  withdrawals_removed: number;
  /** The columns read, chosen or guessed from the header (issue 37). */
  columns: ImportColumnDto[];
}
