import type { RosterChangeKind } from '../roster-history/roster-history.schemas.js';
import type { RuleKeptDto, TierCountsDto } from '../balancing/balancing.types.js';
import type { GenderOutcomeDto } from '../balancing/gender-balance.js';
import type { SkillAverage } from './teams.types.js';
import type { RequestCountsDto, StrengthComparisonDto } from './team-strength.js';

/** A player on the report: the name always, the ratings only when the admin asked for them. */
export interface FairnessReportPlayer {
  id: number;
  name: string;
  /** Present only with include_ratings: overall skill on 0-10, each skill on its own scale (skills[].scale). */
  overall_skill?: number;
  ratings?: { skill_id: number; rating: number | null }[];
}

export interface FairnessReportTeam {
  id: number;
  name: string;
  coach: string | null;
  player_count: number;
  team_composite: number;
  team_average: number;
  strength_profile: TierCountsDto;
  /** Team averages, shown by default like the totals: no single child's rating can be read from them. */
  skill_averages: SkillAverage[];
  average_height_cm: number | null;
  best_practice_day_names: string[];
  /** Teammate requests (kept at save) that involve this team's players, mutual and one-way: honoured = both on this team. */
  requests: RequestCountsDto;
  players: FairnessReportPlayer[];
}

/** Counts of the kept rules over the whole division, as the optimizer checks them; null when the kept values cannot be read as rules. */
export interface FairnessReportRules {
  groups: RuleKeptDto;
  locks: RuleKeptDto;
  apart: RuleKeptDto;
  /** The same pairs as each team's requests, counted once for the division (decision 0058). */
  requests: RequestCountsDto;
}

/** GET /api/divisions/{id}/fairness_report/: everything the printable page shows. */
export interface FairnessReportDto {
  division: { id: number; name: string; season_name: string };
  generated_at: string;
  include_ratings: boolean;
  /** scale: the top of the skill's own scale (5 for a 1-5 skill), which its ratings are shown on. */
  skills: { id: number; name: string; weight: number; scale: number }[];
  /** Strongest minus weakest team composite total (a sum: it grows with a team's size). */
  strength_gap: number;
  /** Teams compared by average per player, as the Create Teams preview compares them (decision 0058); null under two teams with players. */
  strength: StrengthComparisonDto | null;
  unassigned_players: number;
  rules: FairnessReportRules | null;
  /** Whether the teams are even in gender, measured on the saved teams (decision 0034); kept is null when nobody's gender is known. */
  gender: GenderOutcomeDto;
  last_change: { version: number; kind: RosterChangeKind; summary: string; created_at: string } | null;
  teams: FairnessReportTeam[];
}
