export interface PersistPlayer {
  name: string;
  email?: string | null;
  date_of_birth?: string | null;
  height_cm?: number | null;
  region?: string | null;
  unavailable_days?: string[] | null;
  ratings?: Record<string, number>;
}

export interface PersistTeamsInput {
  league_id: number;
  division_id: number;
  teams: { team_name: string; players: PersistPlayer[] }[];
  replace?: boolean;
}
