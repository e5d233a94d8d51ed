export type RegionMode = 'soft' | 'hard';

/** A previewed player; the server may carry more (email, ratings...) that saving sends back. */
export interface BalancedPlayer {
  name: string;
  composite: number;
  region?: string | null;
  unavailable_days?: string[] | null;
  email?: string | null;
  date_of_birth?: string | null;
  height_cm?: number | null;
  ratings?: Record<string, number>;
  [key: string]: unknown;
}

export interface BalancedTeam {
  team_name: string;
  composite_total: number;
  average_height_cm?: number | null;
  players: BalancedPlayer[];
}

export interface BalanceSummary {
  composite_spread: number;
  seed_used: number;
  region?: { column_used: string | null; total_penalty: number; mode: RegionMode; weight_used: number } | null;
  availability?: { column_used: string | null; total_penalty: number; weight_used: number } | null;
  height?: { column_used: string | null; spread_cm?: number; weight_used: number } | null;
  /** Per team: its best practice days (weekday codes) and primary region code. */
  teams?: { team_name: string; best_practice_days: string[]; primary_region: string | null }[];
}

export interface BalanceResult {
  results: BalancedTeam[];
  summary: BalanceSummary;
}

export interface BalanceRequest {
  file: File;
  leagueId: number;
  divisionId: number;
  numberOfTeams: number;
  skillMapping: Record<string, string>;
  selectedSkills: number[];
  seed?: number;
  region?: { column: string; mode: RegionMode; weight: number } | null;
  availability?: { column: string; weight: number } | null;
  height?: { column: string; weight: number } | null;
}
