export interface Division {
  id: number;
  name: string;
  season: number;
  season_name: string;
  min_age: number | null;
  max_age: number | null;
  description: string;
  league: number;
}
