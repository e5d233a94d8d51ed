// The answer of POST players/trade_preview/ (decision 0020): what a trade or move would do to
// every term the balancing weighs, before and after. Nothing is saved.

/** One team the change touches. */
export interface TeamTermsDto {
  team_id: number;
  team_name: string;
  player_count: number;
  /** Sum of the players' overall skill: what the strength gap compares. */
  strength_total: number;
  /** Players in the top, middle and bottom third of the division by overall skill. */
  tiers: { top: number; middle: number; bottom: number };
  /** Null when no player of the team has a height. */
  average_height_cm: number | null;
  /** Players living outside the team's most common region; null when nobody's region is known. */
  players_outside_region: number | null;
  /** Players who cannot make the team's best practice day (Monday to Friday). */
  practice_conflicts: number;
}

/** The division's teams in all, and the touched teams one by one. */
export interface DivisionTermsDto {
  /** Strength total of the strongest team minus that of the weakest. */
  strength_gap: number;
  /** Tallest minus shortest team average height, in cm; null when no height is known. */
  height_gap_cm: number | null;
  players_outside_region: number | null;
  practice_conflicts: number;
  /** Requested teammates counted once per pair; honoured: on the same team. */
  requests: { total: number; honoured: number };
  /** The moved player's team first, then the other team; Unassigned is no team. */
  teams: TeamTermsDto[];
}

export interface TradePreviewDto {
  before: DivisionTermsDto;
  after: DivisionTermsDto;
  /** The saved group, lock or apart rules the change would break: the trade then asks for override. */
  breaks_rules: string[];
}
