export interface PlayerAdditionalData {
  region?: string;
  location?: string;
  unavailable_days?: string[];
  height?: number | string;
  height_cm?: number;
  availability?: Record<string, boolean>;
  [key: string]: unknown;
}

export interface Player {
  id: number;
  name: string;
  email: string | null;
  date_of_birth: string | null;
  league: number;
  division: number;
  division_name?: string;
  team: number | null;
  team_name: string | null;
  height: number | null;
  overall_skill: number;
  additional_data: PlayerAdditionalData;
}

export interface PlayerFilters {
  division?: number | null;
  team?: number | null;
  season?: number | null;
  unassigned?: boolean;
  search?: string;
}
