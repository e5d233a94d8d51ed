import type { RegionCode } from '../vocabularies/regions.js';
import type { WeekdayCode } from '../vocabularies/weekdays.js';

export type RegionMode = 'soft' | 'hard';

/** A previewed player: what the preview shows plus what saving sends back (ratings, email, birth date). */
export interface BalancedPlayerDto {
  name: string;
  composite: number;
  region: RegionCode | null;
  unavailable_days: WeekdayCode[];
  height_cm: number | null;
  email: string | null;
  date_of_birth: string | null;
  /** Skill id → rating on the 0-10 scale. */
  ratings: Record<string, number>;
  /** The CSV row the player came from. */
  row: number;
}

export interface BalancedTeamDto {
  team_name: string;
  composite_total: number;
  average_height_cm: number | null;
  player_count: number;
  players: BalancedPlayerDto[];
}

export interface BalanceSummaryDto {
  composite_spread: number;
  seed_used: number;
  region: { column_used: string | null; total_penalty: number; mode: RegionMode; weight_used: number };
  availability: { column_used: string | null; total_penalty: number; weight_used: number };
  height: { column_used: string | null; spread_cm: number; weight_used: number };
  /** Per team: its best practice days and primary region. */
  teams: { team_name: string; best_practice_days: WeekdayCode[]; primary_region: RegionCode | null }[];
}

/** players/balanced_teams/ answers `{data: BalancePreviewDto}`: teams per `results` and the spec's `summary`. */
export interface BalancePreviewDto {
  results: BalancedTeamDto[];
  summary: BalanceSummaryDto;
}

/** players/persist_teams/ answers `{data: PersistTeamsResultDto}`. */
export interface PersistTeamsResultDto {
  replaced_teams: number;
  player_count: number;
  teams: { id: number; team_name: string; player_count: number; composite_total: number }[];
}
