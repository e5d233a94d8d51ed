import type { RosterChangeKind } from './roster-history.schemas.js';

/** One recorded state of a division's roster, as the history list shows it. */
export interface RosterVersionDto {
  version: number;
  kind: RosterChangeKind;
  summary: string;
  created_at: string;
  /** Who made the change; null once that account is deleted. */
  actor: { id: number; username: string } | null;
  player_count: number;
  team_count: number;
}

export interface RosterHistoryPage {
  count: number;
  results: RosterVersionDto[];
}

/** What a restore did; players and teams deleted since that version are named, not brought back. */
export interface RestoreRosterResult {
  restored: number;
  version: number;
  missing_players: { id: number; name: string }[];
  missing_teams: { id: number; name: string }[];
}

/** Added to the answer of a roster change the UI can undo (trade, move): the version it recorded. */
export interface RosterChangeAnswer {
  roster_version: number;
}
