import type { WeekdayCode } from '@league/contract';
import type { ResolvedRules } from './rules.js';
import type { OfficialRole, OfficialsDivision, OfficialsGame, OfficialsInput, OfficialsLevel, OfficialsReferee, OfficialsTeam, OfficialsVenue } from './types.js';

// The input read once into indexes (model/prepare-problem.ts): games, slots and referees are
// numbered 0..n-1, and what never changes during a search (who may take which slot, which
// games clash) is worked out here, so a move only looks things up.

/** One official of one game: the unit the search fills. */
export interface Slot {
  index: number;
  game: number;
  role: OfficialRole;
  minLevel: OfficialsLevel;
  /** The fee in cents, so sums stay whole numbers. */
  cents: number;
}

export interface PreparedGame {
  index: number;
  source: OfficialsGame;
  division: OfficialsDivision;
  venue: OfficialsVenue;
  teams: OfficialsTeam[];
  /** Index into Problem.days, and the game's place among that day's games. */
  day: number;
  dayPosition: number;
  weekday: WeekdayCode;
  slots: number[];
}

/** Minutes [start, end) of one weekday, windows that touch merged. */
export type DayWindows = ReadonlyMap<WeekdayCode, readonly (readonly [number, number])[]>;

export interface PreparedReferee {
  index: number;
  source: OfficialsReferee;
  /** 1 on the days (Problem.days) the referee is under the adult age. */
  youthByDay: Uint8Array;
  isNew: boolean;
  /** The most games a day (Infinity when not set). */
  maxPerDay: number;
  weekly: DayWindows | null;
  preferredTimes: DayWindows | null;
  datesOff: ReadonlySet<string>;
  venueIds: ReadonlySet<number> | null;
  preferredVenueIds: ReadonlySet<number>;
  childPlayerIds: ReadonlySet<number>;
  coachedTeamIds: ReadonlySet<number>;
}

export interface Problem {
  input: OfficialsInput;
  rules: ResolvedRules;
  levels: ReadonlyMap<number, OfficialsLevel>;
  games: PreparedGame[];
  slots: Slot[];
  referees: PreparedReferee[];
  /** The distinct game dates, sorted. */
  days: string[];
  gameIndex: ReadonlyMap<number, number>;
  refereeIndex: ReadonlyMap<number, number>;
  /** Slot index by `slotKey(gameId, role)`. */
  slotIndex: ReadonlyMap<string, number>;
  /** Minutes from one venue (by id) to another. */
  travel(fromVenueId: number, toVenueId: number): number;
  /** True when one referee cannot work both games (the same game, or overlapping with travel). */
  clash(gameA: number, gameB: number): boolean;
  /** slot * referees.length + referee: 1 when the static rules let the referee take the slot. */
  eligible: Uint8Array;
  /** Per slot, the referees the static rules allow, by index. */
  eligibleFor: Int32Array[];
  /** slot * referees.length + referee: preferences missed (0-2) if the referee takes the slot. */
  preference: Uint8Array;
  /** 1 for a referee who may take at least one slot: the fairness figures are over these. */
  inPool: Uint8Array;
  /** `declineKey(gameId, refereeId)` of every decline: the referee is never put on that game again. */
  declined: ReadonlySet<string>;
  /** Per slot, the published referee's index, or -1. */
  published: Int32Array;
  /** The mean slot fee in cents (at least 1): fee sums are measured in it. */
  centsUnit: number;
}

export const slotKey = (gameId: number, role: string) => `${gameId}\u0000${role}`;
export const declineKey = (gameId: number, refereeId: number) => `${gameId}/${refereeId}`;
