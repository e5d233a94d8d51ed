/** One rater on one skill, on the skill's scale (0 to normalization_factor, higher is better). */
export interface RaterSkillStatsDto {
  skill_id: number;
  skill_name: string;
  normalization_factor: number;
  count: number;
  mean: number;
  /** Population standard deviation of this rater's ratings. */
  sd: number;
  distinct_values: number;
  /** The other raters' ratings of this skill pooled; null when no one else rated it. */
  others: { count: number; mean: number; sd: number } | null;
  /** Rater mean minus the others' mean. */
  difference: number | null;
}

export interface RaterFlagDto {
  kind: 'few_values' | 'far_from_others';
  skill_id: number;
  /** "Rates 1.4 points lower than the other coaches on Shooting (mean 4.1 against 5.5, 0-10 scale)." */
  message: string;
}

export interface RaterReviewDto {
  rater_name: string;
  team_names: string[];
  players_rated: number;
  skills: RaterSkillStatsDto[];
  flags: RaterFlagDto[];
}

/** GET /ratings/raters/?division_id */
export interface RaterReviewListDto {
  division_id: number;
  raters: RaterReviewDto[];
}

/** POST /ratings/raters/standardise/: before and after per player (on the skill's scale and 0-10). */
export interface StandardiseRaterResultDto {
  dry_run: boolean;
  written: boolean;
  rater_name: string;
  skills: { skill_id: number; skill_name: string; rater: { mean: number; sd: number }; target: { mean: number; sd: number } }[];
  changes: { player_id: number; player_name: string; skill_id: number; skill_name: string; before: number; after: number; before_display: number; after_display: number }[];
}

/** One rater in one division of the season, compared with the other raters of that division. */
export interface SeasonRaterDivisionDto {
  division_id: number;
  division_name: string;
  team_names: string[];
  players_rated: number;
  flags: RaterFlagDto[];
}

/** GET /ratings/raters/season/?season_id: each rater's flags across the season's divisions. */
export interface SeasonRaterReviewDto {
  season_id: number;
  season_name: string;
  /** Divisions of the season with any rating that names its rater. */
  divisions_compared: number;
  raters: { rater_name: string; divisions: SeasonRaterDivisionDto[] }[];
}
