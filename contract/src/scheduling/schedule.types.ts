import type { WeekdayCode } from '../vocabularies/weekdays.js';

/** A venue of a season's gym time. */
export interface VenueDto {
  id: number;
  name: string;
  address: string;
  /** The courts the gym time names, in the order first seen. */
  courts: string[];
}

/** One court of a venue on one date; times are the league's local time. */
export interface GymSlotDto {
  id: number;
  venue_id: number;
  venue: string;
  court: string;
  date: string;
  /** "09:00" */
  start: string;
  end: string;
}

/** GET /api/seasons/{id}/gym_time/: the season's venues and every slot of gym time it has. */
export interface GymTimeDto {
  venues: VenueDto[];
  slots: GymSlotDto[];
}

/** POST /api/seasons/{id}/gym_time/: the season's venues and every slot it now has. */
export interface GymTimeImportDto extends GymTimeDto {
  /** Slots this file added. */
  added: number;
}

/** A game of the schedule; start and end are local date-times "2026-10-03T09:00". */
export interface ScheduleGameDto {
  /** null in a dry run: nothing was saved. */
  id: number | null;
  division_id: number;
  home_team_id: number;
  away_team_id: number;
  venue_id: number;
  venue: string;
  court: string;
  start: string;
  end: string;
  status: 'draft' | 'published';
}

export interface UnplacedGameDto {
  division_id: number;
  home_team_id: number;
  away_team_id: number;
  /** Why no gym time could hold it, in words. */
  reason: string;
}

export interface ScheduleReportDto {
  /** Hard rules the games break: 0 for every schedule the server builds. */
  hard_broken: number;
  hard_broken_rules: string[];
  /** Times two children of one family play at different venues too close together. */
  family_conflicts: number;
  /** Days a family is at more than one venue. */
  family_split_days: number;
  /** Hours families wait between their children's games, summed over the season. */
  family_wait_hours: number;
  unused_gym_hours: number;
  unplaced: UnplacedGameDto[];
  /** Where no schedule can hold every game: the smallest reasons, in words. */
  infeasible: string[];
}

/** POST /api/seasons/{id}/schedule/ */
export interface ScheduleDto {
  dry_run: boolean;
  games: ScheduleGameDto[];
  report: ScheduleReportDto;
}

/** A division's settings as its last saved schedule kept them (closures rebuild from them). */
export interface ScheduleSettingDto {
  division_id: number;
  games_per_team: number;
  game_minutes: number;
  changeover_minutes: number;
  /** "09:00", or null for any time the gym time offers. */
  earliest: string | null;
  latest: string | null;
  games_per_week: number;
  family_rule: 'hard' | 'soft';
  /** The Mondays of the weeks the division plays; empty: every week with gym time. */
  weeks: string[];
}

/** Part of a day a team cannot play: null from is from the start of the day, null until to its end. */
export interface BlackoutHoursDto {
  date: string;
  /** "18:00" or null. */
  from: string | null;
  /** "12:00" or null. */
  until: string | null;
}

/** Every week on one weekday, all day (both ends null) or part of it. */
export interface WeeklyBlackoutDto {
  weekday: WeekdayCode;
  from: string | null;
  until: string | null;
}

/** A team's blackout dates: the whole days its coach asked for no games, the parts of days, and the weekly rules. */
export interface TeamBlackoutDatesDto {
  team_id: number;
  dates: string[];
  hours: BlackoutHoursDto[];
  /** In week order (Monday first); applies to every day of the season on that weekday. */
  weekly: WeeklyBlackoutDto[];
}

/** Minutes to drive between two venues of the season, either way. */
export interface VenueTravelPairDto {
  from_venue_id: number;
  to_venue_id: number;
  minutes: number;
}

/** PUT /api/seasons/{id}/venues/travel/: the season's travel minutes; pairs not listed take the default. */
export interface VenueTravelDto {
  default_minutes: number;
  pairs: VenueTravelPairDto[];
}

/** A family with children on the season's teams, as the schedule's emails name it: for filtering the games by family. */
export interface ScheduleFamilyDto {
  /** "household-12": the key its calendar link and emails are filed under. */
  key: string;
  name: string;
  children: string[];
  team_ids: number[];
}

/** GET /api/seasons/{id}/schedule/: the season's saved games, drafts and published, by date and start. */
export interface SeasonScheduleDto {
  count: number;
  results: ScheduleGameDto[];
  /** The settings of each division that has a saved schedule, so a screen builds again from them. */
  settings: ScheduleSettingDto[];
  /** Every family with a child on a team of the season, by name. */
  families: ScheduleFamilyDto[];
  /** The teams that have blackout dates. */
  blackout_dates: TeamBlackoutDatesDto[];
  travel: VenueTravelDto;
}

/** POST /api/seasons/{id}/schedule/publish/ */
export interface SchedulePublishDto {
  /** True: nothing was published or written; the numbers say what publishing now would do. */
  dry_run: boolean;
  /** The season's schedule publication number: 1, 2, 3... (the one it would get, on a dry run). */
  version: number;
  /** Emails written (or that would be): one per household and one per coach concerned. */
  notified: { families: number; coaches: number };
  /** False when email is not set up: the emails wait in the outbox. */
  sending: boolean;
}

/** A game a closure moves: where it was and where it goes (null: no gym time could take it). */
export interface GameMoveDto {
  game_id: number;
  /** 'closed': its gym time closed; 'shifted': moved to make room for another. */
  kind: 'closed' | 'shifted';
  from: ScheduleGameDto;
  to: ScheduleGameDto | null;
  why: string;
}

/** POST /api/seasons/{id}/schedule/close/ */
export interface CloseGymTimeDto {
  dry_run: boolean;
  moved: GameMoveDto[];
  unchanged: number;
  /** "7 games move; 2 others shift to make room." */
  summary: string;
}

/** A working calendar link of the season: a team's, a family's or a coach's games. */
export interface CalendarFeedDto {
  id: number;
  kind: 'team' | 'family' | 'coach';
  /** Who it is for, in words: the team's name, the family's name, the coach's address. */
  name: string;
  /** The link a phone's calendar subscribes to; it needs no account. */
  url: string;
  created_at: string;
}

/** POST /api/seasons/{id}/schedule/games/{gameId}/move/: the game where it was and where it goes, and what that breaks, in words. */
export interface MoveGameDto {
  dry_run: boolean;
  /** False when the move breaks a hard rule: nothing is saved and `refused` says why. */
  allowed: boolean;
  from: ScheduleGameDto;
  /** The game at its new place; the same id (a calendar event is replaced, never duplicated). */
  to: ScheduleGameDto;
  /** Hard rules the move would break, one sentence each: any of them refuses the move. */
  refused: string[];
  /** What the move makes worse for families but may be accepted: longer waits, a second venue. */
  warnings: string[];
  /** "Moving Hawks v Eagles to Saturday 10 October 9:00, Lincoln court 2: ..." */
  summary: string;
}
