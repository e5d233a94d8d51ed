import type { RequestCountsDto } from '../teams/team-strength.js';
import type { ColumnMapping } from './column-roles.js';
import type { GenderCode } from '../vocabularies/genders.js';
import type { RegionCode } from '../vocabularies/regions.js';
import type { GenderCounts, GenderOutcomeDto } from './gender-balance.js';
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
  /** Rule values as read from the mapped columns (null/[] when unmapped or blank). */
  group: string | null;
  lock: string | null;
  apart: string | null;
  /** Always a code of the gender vocabulary (decision 0034); null when not given or not known. */
  gender: GenderCode | null;
  requests: string[];
  /** Columns nobody mapped, by header (bounded like every additional_data). */
  additional_data: Record<string, string>;
  /** Set when the preview was made from the division's stored players (decision 0040). */
  player_id?: number;
}

export interface BalancedTeamDto {
  team_name: string;
  /** The parent who volunteered as head coach of this team (registration's volunteer column), or null. */
  coach_name?: string | null;
  composite_total: number;
  average_height_cm: number | null;
  player_count: number;
  /** Players per composite tier. */
  tier_counts: TierCountsDto;
  /** Players per gender code (empty when no gender column). */
  gender_counts: GenderCounts;
  players: BalancedPlayerDto[];
}

export type BlankRatingsMode = 'error' | 'mean';

export interface TierCountsDto {
  top: number;
  middle: number;
  bottom: number;
}

/** A hard rule's outcome: how many groups (or locked players, apart sets) there were and how many hold. */
export interface RuleKeptDto {
  count: number;
  kept: number;
}

export interface BrokenRequestDto {
  player: string;
  requested: string;
  /** In words, naming the preview's teams. */
  reason: string;
}

/** A gender value in the file that the vocabulary does not know, with its rows (at most 50 listed) and the admin's choice for it. */
export interface UnknownGenderValueDto {
  value: string;
  /** How many players have it (rows may list fewer). */
  count: number;
  rows: number[];
  /** From gender_mapping: a code, 'none' (not given), or null when the admin has not chosen (balanced as not given). */
  mapped_to: GenderCode | 'none' | null;
}

/**
 * A teammate request the preview could not turn into a player (decision 0050): nobody of the
 * division is named in it, or several players are (two Noahs). The admin picks or leaves it out.
 */
export interface UnmatchedRequestDto {
  /** Who asked, and the row of the file (a stored player's place in the list). */
  player: string;
  row: number;
  /** What was written, as written. */
  text: string;
  reason: 'not_found' | 'ambiguous';
  /** For an ambiguous request, the players it could mean. */
  candidates: string[];
}

export interface BalanceSummaryDto {
  composite_spread: number;
  /** False when no skill was selected: strength, gap and thirds mean nothing; the teams are random within the rules (decision 0051). */
  skills_used: boolean;
  seed_used: number;
  region: { column_used: string | null; total_penalty: number; mode: RegionMode; weight_used: number };
  availability: { column_used: string | null; total_penalty: number; weight_used: number };
  height: { column_used: string | null; spread_cm: number; weight_used: number };
  /** Per team: its best practice days and primary region. */
  teams: { team_name: string; best_practice_days: WeekdayCode[]; primary_region: RegionCode | null }[];
  groups: RuleKeptDto;
  locks: RuleKeptDto;
  apart: RuleKeptDto;
  /** total/honoured: the pairs balancing used; counts: the same pairs named mutual or one-way, as the fairness report counts them (decision 0058). */
  requests: { total: number; honoured: number; mutual_only: boolean; weight_used: number; broken: BrokenRequestDto[]; counts: RequestCountsDto };
  /** Requests still waiting for the admin: matched to nobody, or to several players. */
  unmatched_requests: UnmatchedRequestDto[];
  tiers: { enabled: boolean; teams: { team_name: string; counts: TierCountsDto }[] };
  /** Counts and outcome measured on the teams themselves; values the vocabulary did not know, with the admin's mapping. */
  gender: GenderOutcomeDto & { column_used: string | null; teams: { team_name: string; counts: GenderCounts }[]; unknown_values: UnknownGenderValueDto[] };
  /** The columns used for each role, so the admin sees what was read. */
  columns: ColumnMapping;
  /** Headers kept per player in additional_data (offered as export columns after saving). */
  additional_columns: string[];
  /** Sentences for the admin: filled blank ratings, unknown requested names, truncated extra data. */
  warnings: string[];
}

/** A balance preview: teams per `results` and the spec's `summary`. */
export interface BalancePreviewDto {
  results: BalancedTeamDto[];
  summary: BalanceSummaryDto;
}

/**
 * players/balanced_teams/ answers inside `{data}`, from a CSV and from a division's own players:
 * the spec reads `data.results` and `data.summary`. The API's one envelope (decision 0196).
 */
export interface BalancedTeamsAnswer {
  data: BalancePreviewDto;
}

/** players/persist_teams/ answers 201 with this, bare. */
export interface PersistTeamsResultDto {
  replaced_teams: number;
  player_count: number;
  teams: { id: number; team_name: string; player_count: number; composite_total: number }[];
}

/** A stored player with no rating for some of the division's skills (decision 0040). */
export interface UnratedPlayerDto {
  player_id: number;
  name: string;
  /** The division's skills this player has no rating for. */
  missing_skill_ids: number[];
  /**
   * For the missing skills, what `missing_ratings=last_season` would use (decision 0066): the
   * person's rating of a same-named skill in their latest earlier season with ratings, on 0-10,
   * and where it came from. A missing skill not listed here would get the division's average.
   */
  last_season: { skill_id: number; rating: number; description: string }[];
}

/** GET balanced_teams/stored/: what balancing the division's stored players would start from. */
export interface StoredBalanceSourceDto {
  player_count: number;
  team_count: number;
  skills: { id: number; name: string; weight: number }[];
  unrated: UnratedPlayerDto[];
}
