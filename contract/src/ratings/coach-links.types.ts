import type { RatingScaleDto } from './rating-sources.types.js';

/** A coach link as the admin sees it; `token`/`path` only in the answer that created it. */
export interface CoachLinkDto {
  id: number;
  division_id: number;
  team: { id: number; name: string };
  coach_name: string;
  expires_at: string;
  revoked_at: string | null;
  status: 'open' | 'expired' | 'revoked';
  created_at: string;
  /** Players this link has rated so far. */
  players_rated: number;
  token?: string;
  /** The page to send the coach: /coach/{token} */
  path?: string;
}

/** GET /coach-links/{token}/: what the coach's page shows. */
/**
 * Whether a link opens the rating form now, asked by the coach's roster page on every load
 * (decision 0187): "not open yet" is an answer, not a 404 in the browser's console.
 */
export interface CoachFormStatusDto {
  open: boolean;
  /** When the form closes; null while it is not open. */
  expires_at: string | null;
  /** Why it is not open, for the coach; null when open. */
  sentence: string | null;
}

export interface CoachFormDto {
  league_name: string;
  season_name: string;
  division_name: string;
  team_name: string;
  coach_name: string;
  expires_at: string;
  scale: RatingScaleDto;
  skills: { id: number; name: string; description: string }[];
  players: {
    id: number;
    name: string;
    /** What this link already sent, on the form's scale. */
    ratings: { skill_id: number; value: number }[];
    comment: string;
  }[];
}

export interface CoachRatingsSavedDto {
  player_id: number;
  saved: number;
}

/** GET /ratings/coach-ratings/?division_id: every rating sent through a coach link. */
export interface SubmittedCoachRatingDto {
  entry_id: number;
  coach_link_id: number | null;
  team_name: string | null;
  rater_name: string | null;
  player_id: number;
  player_name: string;
  skill_id: number;
  skill_name: string;
  original_value: number;
  scale: RatingScaleDto;
  rating: number;
  display_rating: number;
  comment: string;
  rated_on: string;
  standardised: boolean;
}
