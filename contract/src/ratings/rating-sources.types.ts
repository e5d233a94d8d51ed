import type { RatingSourceKind, ScaledRatingSourceKind } from './rating-sources.schemas.js';

export interface RatingScaleDto {
  min: number;
  max: number;
  /** True when the minimum is the best rating (some leagues rate 1 = best). */
  low_is_best: boolean;
}

/** GET /ratings/scales/?division_id: each source's scale; `set` false is the default (each skill's own scale, 0 to its maximum, higher is better). */
export interface DivisionRatingScaleDto {
  kind: ScaledRatingSourceKind;
  set: boolean;
  scale: RatingScaleDto | null;
}

/** One rating as it was given, for the player page's ratings history (decision 0044). */
export interface RatingEntryDto {
  id: number;
  player_id: number;
  skill_id: number;
  skill_name: string;
  kind: RatingSourceKind;
  /** For carried-forward ratings the kind they were given as; else the same as kind. */
  origin_kind: RatingSourceKind;
  /** On the skill's scale (0 to normalization_factor, higher is better) and on 0-10. */
  rating: number;
  normalization_factor: number;
  display_rating: number;
  /** As the rater gave it, on `scale`. */
  original_value: number;
  scale: RatingScaleDto;
  rater_name: string | null;
  rated_on: string;
  /** Season and division it was given in: "Spring 2026, U10". */
  label: string;
  age_then: number | null;
  comment: string;
  standardised: boolean;
  derived_from_id: number | null;
  /** True when this is the rating the player's registration holds now. */
  current: boolean;
  /** "coach rating, Spring 2026, U10, age 9" (and "carried forward: " in front when carried). */
  description: string;
}

/** GET /ratings/history/?participant_id: every rating of the person, newest first, with its registration. */
export interface RatingHistoryDto {
  participant_id: number;
  entries: (RatingEntryDto & { season_name: string; division_name: string })[];
}
