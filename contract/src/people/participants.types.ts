/** One season's registration of a participant, for the player page (decision 0039). */
export interface ParticipantRegistrationDto {
  player_id: number;
  season: { id: number; name: string; year: number; start_date: string };
  division: { id: number; name: string };
  team: { id: number; name: string } | null;
  /** Whole years at the season's start; null without a date of birth. */
  age_then: number | null;
  overall_skill: number;
  ratings: { skill_id: number; skill_name: string; rating: number; normalization_factor: number; display_rating: number }[];
}

export interface ParticipantDto {
  id: number;
  name: string;
  date_of_birth: string | null;
  gender: string | null;
  registration_id: string | null;
  guardian_names: string[];
  emails: string[];
  phones: string[];
  household: { id: number; name: string; members: { id: number; name: string }[] } | null;
  /** Newest season first. */
  registrations: ParticipantRegistrationDto[];
}
