import type { WeekdayCode } from '@league/contract';

// The officials optimizer's input and output: plain data the server reads from its tables.
// Ids are the stored ids; dates are YYYY-MM-DD (UTC calendar days, decision 0062); times of
// day are minutes from midnight (9:00 is 540).

/** A certification level (certification_levels); `rank` orders them: a higher rank covers a lower one. */
export interface OfficialsLevel {
  id: number;
  name: string;
  rank: number;
}

/** One official a division's games need (the division's officiating settings). */
export interface OfficialRole {
  /** Unique within the division: "referee", "umpire 1". */
  role: string;
  minLevelId: number;
  /** A referee under `adultAge` may take it (never alone: an adult works the same game). */
  youthAllowed: boolean;
  /** What the role pays, in the league's currency (25 or 27.5). */
  fee: number;
}

export interface OfficialsDivision {
  id: number;
  name: string;
  roles: OfficialRole[];
}

export interface OfficialsVenue {
  id: number;
  name: string;
}

/** Minutes to drive from one venue to another; a missing pair takes `rules.defaultTravelMinutes`. */
export interface TravelTime {
  fromVenueId: number;
  toVenueId: number;
  minutes: number;
}

export interface OfficialsTeam {
  id: number;
  name: string;
  /** Its players: a referee who is a parent of one never officiates the team's games. */
  playerIds: number[];
}

export interface OfficialsGame {
  id: number;
  divisionId: number;
  venueId: number;
  date: string;
  start: number;
  end: number;
  teamIds: number[];
}

/** A certificate (certificates): `revoked` when revoked_at is set. Valid from..until, both days included. */
export interface OfficialsCertificate {
  levelId: number;
  validFrom: string;
  validUntil: string;
  revoked: boolean;
}

/** A window of a weekday, start and end in minutes; a game must lie inside one to be worked. */
export interface WeeklyWindow {
  weekday: WeekdayCode;
  start: number;
  end: number;
}

export interface OfficialsReferee {
  id: number;
  /** As the assignor reads it in reasons: "Dana Lee". */
  name: string;
  certificates: OfficialsCertificate[];
  /** Youth or adult is the age on each game's date; unknown counts as adult. */
  dateOfBirth?: string | null;
  /** Weekly availability; null or absent: has not said, available at any hour. */
  weekly?: WeeklyWindow[] | null;
  datesOff?: string[];
  /** Null or absent: no limit. */
  maxGamesPerDay?: number | null;
  /** Venues they can reach; null or absent: every venue. */
  venueIds?: number[] | null;
  /** The players they are a parent of, and the teams they coach: never their games. */
  childPlayerIds?: number[];
  coachedTeamIds?: number[];
  /** Games worked before; fewer than `rules.newUntilGames` makes a new referee. */
  gamesWorked?: number;
  preferredVenueIds?: number[];
  preferredTimes?: WeeklyWindow[];
}

/** One official on one game. */
export interface OfficialAssignment {
  gameId: number;
  role: string;
  refereeId: number;
}

/** A game's role, with or without an official. */
export interface SlotKey {
  gameId: number;
  role: string;
}

/** A referee who declined a game: never proposed for it again. */
export interface GameDecline {
  gameId: number;
  refereeId: number;
}

/** The league's settings of the rules; every one has a default (`resolveRules`). */
export interface OfficialsRules {
  /** Age from which a referee is an adult on a game's date (default 18). */
  adultAge?: number;
  /** Youth referees take no game starting later than this (minutes; default 19:00; null: no limit). */
  youthLatestStart?: number | null;
  /** Travel between two venues without a stated time (default 30). */
  defaultTravelMinutes?: number;
  /** A referee with fewer games worked is new and wants an experienced partner (default 5). */
  newUntilGames?: number;
}

export interface OfficialsInput {
  levels: OfficialsLevel[];
  venues: OfficialsVenue[];
  travel?: TravelTime[];
  divisions: OfficialsDivision[];
  teams: OfficialsTeam[];
  games: OfficialsGame[];
  referees: OfficialsReferee[];
  /** What referees were told: the answer changes as few of these as it can. */
  published?: OfficialAssignment[];
  declines?: GameDecline[];
  rules?: OfficialsRules;
}

/** How much each soft term weighs; see score/weights.ts for the defaults and why. */
export interface OfficialsWeights {
  changes: number;
  spread: number;
  gameCounts: number;
  fees: number;
  preferences: number;
  pairing: number;
}

export interface OfficialsOptions {
  seed?: number;
  /** Evaluations the search may spend (never time: the same input and seed give the same answer). */
  budget?: number;
  weights?: Partial<OfficialsWeights>;
}

/** Thrown for input that cannot be read (an unknown id, a role named twice); the message names it. */
export class OfficialsInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfficialsInputError';
  }
}
