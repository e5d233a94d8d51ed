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

/** A player as the clients read it. */
export interface PlayerDto {
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
  height: number | null;
  overall_skill: number;
  additional_data: PlayerAdditionalData;
  created_at: string;
  updated_at: string;
}
