import type { DraftFigureKind, DraftOrderKind } from './drafts.schemas.js';

/** waiting: made, links to send, no clock yet; the admin's Start opens it (decision 0187). */
export type DraftStatus = 'waiting' | 'open' | 'paused' | 'finished';

/** A coach's seat; `key` and `link` only in the answer that created the draft (shown once). */
export interface DraftCoachDto {
  team_id: number;
  team_name: string;
  position: number;
  key?: string;
  link?: string;
}

export interface DraftCreatedDto {
  id: number;
  division_id: number;
  order: DraftOrderKind;
  pick_seconds: number;
  status: DraftStatus;
  created_at: string;
  coaches: DraftCoachDto[];
}

export interface DraftPickDto {
  pick_number: number;
  round: number;
  team_id: number;
  player_id: number;
  player_name: string;
  auto: boolean;
  created_at: string;
}

export interface DraftTurnDto {
  pick_number: number;
  round: number;
  team_id: number;
  team_name: string;
  /** When this turn's clock started (ISO). */
  started_at: string;
}

/** A team during the draft: players placed before it plus its picks; total is their overall skill (0-10 each) added up. */
export interface DraftTeamDto {
  team_id: number;
  team_name: string;
  position: number;
  players: number;
  /** Left out for coaches who may not see overall skills (it would give each pick's skill away). */
  total_skill?: number;
}

/** A player still in the pool; coaches get only the figures the admin chose (decision 0090), the admin every one. */
export interface DraftPoolPlayerDto {
  id: number;
  name: string;
  /** 0 to 10; 0 for a player not rated yet (`rated` false). */
  overall_skill?: number;
  /** False for a player with no rating in any skill: shown as "not rated yet", never "skill 0.0". Sent with overall_skill. */
  rated?: boolean;
  /** Each rated skill: rating on the skill's own scale, 0 to out_of. */
  skill_ratings?: { skill_id: number; name: string; rating: number; out_of: number }[];
  height_cm?: number | null;
  /** Whole years today. */
  age?: number | null;
}

export interface DraftStateDto {
  id: number;
  division_id: number;
  order: DraftOrderKind;
  pick_seconds: number;
  status: DraftStatus;
  /** What coaches may see of each pool player besides the name. */
  coach_figures: DraftFigureKind[];
  /** Null when every player has been picked or the draft is finished. */
  on_the_clock: DraftTurnDto | null;
  teams: DraftTeamDto[];
  picks: DraftPickDto[];
  pool: DraftPoolPlayerDto[];
  /** Only in `GET /api/drafts/{id}/` read with a coach's key: that coach's team. */
  your_team_id?: number;
}

/** What `GET /api/drafts/{id}/events/` streams: the state on connect, then each pick. */
export type DraftEventDto =
  | { type: 'state'; draft: DraftStateDto }
  | { type: 'pick'; draft_id: number; pick: DraftPickDto; on_the_clock: DraftTurnDto | null };
