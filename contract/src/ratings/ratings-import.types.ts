import type { MatchReason } from '../people/people-import.types.js';

export type RatingsRowStatus = 'matched' | 'possible_match' | 'skipped' | 'problem';

export interface RatingsRowCandidateDto {
  player_id: number;
  participant_id: number;
  name: string;
  date_of_birth: string | null;
  registration_id: string | null;
  reason: MatchReason;
}

export interface RatingsRowDto {
  /** The spreadsheet row: the header is row 1. */
  row: number;
  status: RatingsRowStatus;
  name: string;
  /** The registration matched (or confirmed). */
  player_id: number | null;
  matched_by: 'registration_id' | 'name_and_birthday' | 'confirmed' | null;
  /** The file's values as given, by skill id. */
  ratings: Record<string, number>;
  candidates: RatingsRowCandidateDto[];
  problems: string[];
}

export interface ImportRatingsResultDto {
  dry_run: boolean;
  written: boolean;
  summary: { matched: number; possible_matches: number; skipped: number; problems: number; ratings: number };
  rows: RatingsRowDto[];
}
