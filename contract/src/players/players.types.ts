import type { WeekdayCode } from '../vocabularies/weekdays.js';
import type { KeptRules } from './kept-rules.js';

/**
 * Free-form data kept with a player (from CSV columns the import did not map). These keys are
 * the ones the apps read, through the lenient readers of the vocabularies; nothing checks their types.
 */
export interface PlayerAdditionalData {
  region?: string;
  location?: string;
  unavailable_days?: string[];
  height?: number | string;
  height_cm?: number;
  availability?: Record<string, boolean>;
  [key: string]: unknown;
}

/** A registration's person, household and history, for View Players (decision 0047). */
export interface PlayerPeopleDto {
  participant_id: number | null;
  /** The person's household, with how many of its people are registered in this player's division. */
  household: { id: number; name: string; registered_here: number } | null;
  /** Registered in a season that started before this player's season. */
  returning: boolean;
  /** Seasons with a registration of this person, this one included. */
  seasons_played: number;
  /** No rating for at least one skill of the division. */
  missing_ratings: boolean;
}

/**
 * A player as the clients read it. The balancing values kept in additional_data (rules of
 * ADR 0011, region, practice days) are also given as their own fields, read leniently (0020).
 */
export interface PlayerDto extends KeptRules {
  id: number;
  name: string;
  email: string | null;
  date_of_birth: string | null;
  league: number;
  season: number;
  division: number;
  division_name: string;
  team: number | null;
  team_name: string | null;
  /** Centimetres. */
  height: number | null;
  /** A region code (N, S, E, W, C) or the text the league used; null when unknown. */
  region: string | null;
  /** "North" for N; other text as given. */
  region_name: string | null;
  /** Weekdays the player cannot practise, in week order. */
  unavailable_days: WeekdayCode[];
  overall_skill: number;
  additional_data: PlayerAdditionalData;
  /** Who the player is across seasons (decision 0047): on the player list and a player's own page. */
  people?: PlayerPeopleDto;
  created_at: string;
  updated_at: string;
}
