import type { BalancedPlayerDto, BalancedTeamDto, BalanceSummaryDto } from './balancing.types.js';

/** A stored player in a rebalance or placement preview: the balanced_teams player plus its id. */
export interface RosterPlayerDto extends BalancedPlayerDto {
  player_id: number;
}

/** A team in the preview: `team_id` is null for a team the rebalance would add. */
export interface RosterTeamDto extends Omit<BalancedTeamDto, 'players'> {
  team_id: number | null;
  players: RosterPlayerDto[];
}

/** One player whose team would change; `from_team_id` null is a new (unassigned) player. */
export interface RosterMoveDto {
  player_id: number;
  player_name: string;
  from_team_id: number | null;
  from_team_name: string | null;
  to_team_id: number | null;
  to_team_name: string;
}

/** A team as it stands now, before the change. */
export interface RosterTeamBeforeDto {
  team_id: number;
  team_name: string;
  composite_total: number;
  player_count: number;
}

export interface RosterChangeSummaryDto extends BalanceSummaryDto {
  /** Placed players whose team changes (new players placed are not counted). */
  moves: number;
  /** Strength gap between the strongest and weakest team (composite totals), now and after. */
  gap_before: number;
  gap_after: number;
}

/** players/rebalance/ and players/place_new/ answer this, bare. */
export interface RosterChangePreviewDto {
  results: RosterTeamDto[];
  summary: RosterChangeSummaryDto;
  moves: RosterMoveDto[];
  teams_before: RosterTeamBeforeDto[];
  /** The roster version the preview was computed on: send it back as apply_roster's expected_version. */
  roster_version: number;
}

/** players/apply_roster/ answers this, bare. */
export interface ApplyRosterResultDto {
  /** The version this save recorded. */
  roster_version: number;
  player_count: number;
  moves: number;
  created_teams: number;
  deleted_teams: number;
  teams: { id: number; team_name: string; player_count: number }[];
}
