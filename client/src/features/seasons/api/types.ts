export interface Season {
  id: number;
  name: string;
  year: number;
  start_date: string;
  end_date: string;
  league: number;
  is_active: boolean;
}
