/**
 * The schedule optimizer's data in and out. Plain data that a stored season maps onto one to
 * one: ids are the database's, dates `YYYY-MM-DD`, times minutes after midnight.
 */

export interface ScheduleVenue {
  id: number;
  name: string;
}

/** Minutes to drive from one venue to another (either way); unlisted pairs take the option's default. */
export interface TravelTime {
  fromVenueId: number;
  toVenueId: number;
  minutes: number;
}

/** Gym time as a school sends it: one court of a venue on one date, from `start` to `end`. */
export interface GymSlot {
  venueId: number;
  court: string;
  date: string;
  start: number;
  end: number;
}

/** A closed day (every venue), a closed venue (every day), or one venue on one day. */
export interface Closure {
  date?: string;
  venueId?: number;
}

export type GamesPerTeam = { kind: 'round-robin' } | { kind: 'double-round-robin' } | { kind: 'count'; count: number };

export interface ScheduleDivision {
  id: number;
  name: string;
  gameMinutes: number;
  /** Court time after each game before the next one starts. */
  changeoverMinutes: number;
  gamesPerTeam: GamesPerTeam;
  /** The Mondays of the weeks it plays; absent: every week that has gym time. */
  weeks?: string[];
  /** Earliest and latest start, minutes after midnight (U8 not after 19:00 = 1140). */
  earliestStart?: number;
  latestStart?: number;
  /** At most this many games per team in a week (default 1); never two in a day. */
  maxGamesPerWeek?: number;
}

export interface ScheduleTeam {
  id: number;
  name: string;
  divisionId: number;
  coachIds: number[];
  /** Dates the team cannot play (the coach's request). */
  blackoutDates: string[];
  /** Parts of days the team cannot play: none of its games may overlap one. */
  blackoutHours?: ScheduleBlackoutHours[];
}

/** Part of a day, in minutes after midnight: no from is from the day's start, no until to its end. */
export interface ScheduleBlackoutHours {
  date: string;
  from?: number;
  until?: number;
}

/** A family: the teams its children play on, across divisions. */
export interface ScheduleHousehold {
  id: number;
  teamIds: number[];
  /** How sentences name it ("Smith household"); its id when absent. */
  name?: string;
}

/** A coach's name for sentences; a coach without one is named by id. */
export interface ScheduleCoach {
  id: number;
  name: string;
}

export interface ScheduleWeights {
  /** Per family conflict, when families are soft (hard by default: never broken). */
  familyConflict: number;
  /** Per extra venue a family visits in one day. */
  familySplit: number;
  /** Per hour a family waits between its games of one day. */
  familyWaitHour: number;
  /** Per unit of the squared deviations of teams' early and late games in a division. */
  earlyLate: number;
  /** Per unit of the squared deviations of teams' games at each venue in a division. */
  venueShare: number;
  /** Per rematch before a team has met every other team of its division. */
  earlyRematch: number;
  /** Per unit of (home − away)² of a team. */
  homeAway: number;
}

export interface ScheduleOptions {
  seed?: number;
  /** Families' games never overlap across venues ('hard', the default) or only cost ('soft'). */
  familyRule?: 'hard' | 'soft';
  weights?: Partial<ScheduleWeights>;
  /** Travel between two venues no travel time names (default 20 minutes). */
  defaultTravelMinutes?: number;
  /** Evaluations the search may spend (default: solve/budgets.ts); never time. */
  budget?: number;
}

export interface ScheduleInput {
  venues: ScheduleVenue[];
  travel?: TravelTime[];
  slots: GymSlot[];
  closures?: Closure[];
  divisions: ScheduleDivision[];
  teams: ScheduleTeam[];
  households?: ScheduleHousehold[];
  coaches?: ScheduleCoach[];
  /**
   * Games already saved for divisions built in an earlier request (buildSchedule only): they
   * never move, hold their court (with their division's changeover) and count for their teams'
   * coaches and families. Their divisions and teams are in the input; a division with fixed
   * games gets no new games. The answer lists only the new games.
   */
  fixedGames?: ScheduledGame[];
  options?: ScheduleOptions;
}

export interface ScheduledGame {
  /** A stored game's id (a reschedule keeps it); absent on a new schedule. */
  id?: number;
  divisionId: number;
  homeTeamId: number;
  awayTeamId: number;
  venueId: number;
  court: string;
  date: string;
  start: number;
  end: number;
}

export interface UnplacedGame {
  id?: number;
  divisionId: number;
  homeTeamId: number;
  awayTeamId: number;
  reason: string;
}

export interface ScheduleReport {
  /** Hard rules the games break, each in words (0 for every schedule the optimizer builds). */
  hardBroken: { count: number; rules: string[] };
  familyConflicts: number;
  /** Family days spent at more than one venue. */
  familySplitDays: number;
  familyWaitHours: number;
  /** Within each division, the most early (late) games a team has less the fewest; the worst division. */
  earlySpread: number;
  lateSpread: number;
  /** Rematches before a team has met every other team of its division. */
  earlyRematches: number;
  /** The largest home − away difference of a team. */
  homeAwayGap: number;
  unusedGymHours: number;
  unplaced: UnplacedGame[];
  /** Where no feasible schedule exists: the smallest reasons, in words. */
  infeasible: string[];
  /** Evaluations the search spent. */
  evaluations: number;
}

export interface ScheduleResult {
  games: ScheduledGame[];
  report: ScheduleReport;
}

/** A published game that a reschedule changed: where it was and where it is now (null: not placed). */
export interface GameChange {
  game: ScheduledGame;
  from: ScheduledGame;
  /** 'closed': its gym time closed; 'shifted': moved to make room, `why` says for which game. */
  kind: 'closed' | 'shifted';
  why: string;
}

export interface RescheduleResult extends ScheduleResult {
  changes: GameChange[];
  /** Published games that neither moved nor shifted. */
  unchanged: number;
  /** "7 games move; 2 others shift to make room." */
  summary: string;
}

/** Input that can never be scheduled as given, named in a sentence (a 400 for the API). */
export class ScheduleInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleInputError';
  }
}
