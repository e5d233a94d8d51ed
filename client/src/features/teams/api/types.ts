export interface TeamSummary {
  player_count: number;
  players_with_conflicts: number;
  average_height_cm: number | null;
  primary_region: string | null;
  primary_region_name: string | null;
  primary_region_count: number;
  known_region_players: number;
  best_practice_day_names: string[];
}

export interface Team {
  id: number;
  name: string;
  coach: string | null;
  division: number;
  division_name: string;
  league: number;
  team_composite: number;
  team_average: number;
  team_summary: TeamSummary;
}
