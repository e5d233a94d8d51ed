/** A season as the clients read it (spec section 3). Dates are YYYY-MM-DD. */
export interface SeasonDto {
  id: number;
  name: string;
  year: number;
  start_date: string;
  end_date: string;
  league: number;
  is_active: boolean;
}
