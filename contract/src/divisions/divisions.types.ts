/** A division as the clients read it (spec section 3), with its season's name for the tables. */
export interface DivisionDto {
  id: number;
  name: string;
  season: number;
  season_name: string;
  min_age: number | null;
  max_age: number | null;
  description: string;
  league: number;
  /** Siblings registered here play on one team when the division's stored players are balanced (decision 0046). */
  households_as_groups: boolean;
}
