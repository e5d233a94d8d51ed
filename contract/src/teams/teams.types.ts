import type { TierCountsDto } from '../balancing/balancing.types.js';
import type { WeekdayCode } from '../vocabularies/weekdays.js';

/** What a team card shows about its current roster. */
export interface TeamSummary {
  player_count: number;
  players_with_conflicts: number;
  average_height_cm: number | null;
  primary_region: string | null;
  primary_region_name: string | null;
  primary_region_count: number;
  known_region_players: number;
  best_practice_days: WeekdayCode[];
  best_practice_day_names: string[];
}

export interface TeamScores {
  team_composite: number;
  team_average: number;
  team_summary: TeamSummary;
}

/** A team's average rating in one of its division's skills, on the 0-10 scale (null: nobody rated). */
export interface SkillAverage {
  skill_id: number;
  skill_name: string;
  /** On the skill's own scale (0 to `scale`): a 4 of 5 reads 4, never 8.0 (decision 0058). */
  average: number | null;
  /** The top of the skill's scale (its normalization factor: 5 for a 1-5 skill, 10 for 0-10). */
  scale: number;
}

/** A team as the clients read it, with scores and summary from its current roster. */
export interface TeamDto extends TeamScores {
  /**
   * How many of its players are in the division's top, middle and bottom third by overall skill
   * (the optimizer's tier rule, over the players on the division's teams).
   */
  strength_profile: TierCountsDto;
  skill_averages: SkillAverage[];
  id: number;
  name: string;
  coach: string | null;
  /** Where the coach's roster link is emailed and how families reach the coach (decision 0054). */
  coach_email: string | null;
  coach_phone: string | null;
  practice_details: string;
  division: number;
  division_name: string;
  season: number;
  league: number;
  created_at: string;
  updated_at: string;
}
