import type { ScheduleInput, ScheduleWeights } from './types.js';

/** One court of one venue on one day, open from `start` to `end` (gym time, closures taken out). */
export interface Block {
  venue: number;
  court: string;
  day: number;
  start: number;
  end: number;
}

export interface PreparedDivision {
  id: number;
  name: string;
  gameMinutes: number;
  /** Game plus changeover: how long it holds the court. */
  slotMinutes: number;
  earliest: number;
  latest: number;
  perWeek: number;
  /** 1 for each week (index into League.weeks) the division plays. */
  weekOpen: Uint8Array;
  teams: number[];
}

export interface PreparedTeam {
  id: number;
  name: string;
  division: number;
}

export interface PreparedGame {
  division: number;
  home: number;
  away: number;
  /** The circle method's round: the order a team meets its opponents in. */
  round: number;
  /** The week the round falls in when spread over the division's weeks (-1: it has none). */
  targetWeek: number;
}

/**
 * The league as the search reads it: every id turned into an index, every list into arrays.
 * Days are indices into `days` (day numbers), weeks into `weeks` (their Mondays).
 */
export interface League {
  input: ScheduleInput;
  venueIds: number[];
  venueNames: string[];
  /** Minutes between venue a and b at a * venueIds.length + b (0 for the same venue). */
  travel: Int32Array;
  days: number[];
  dayWeek: Int32Array;
  weeks: number[];
  blocks: Block[];
  blocksOfDay: number[][];
  divisions: PreparedDivision[];
  teams: PreparedTeam[];
  /** 1 where team t cannot play on day d, at t * days.length + d. */
  blackout: Uint8Array;
  /** Parts of days team t cannot play, [from, until) minutes, keyed t * days.length + d (absent: none). */
  blackoutHours: Map<number, [number, number][]>;
  /** Other teams of a team's coaches, and of its families. */
  coachLinks: number[][];
  familyLinks: number[][];
  /** Each family as its distinct teams (only families with two teams or more). */
  households: number[][];
  householdsOfTeam: number[][];
  games: PreparedGame[];
  /** 1 for a fixed game (input.fixedGames, after the paired ones): it never moves. */
  fixed: Uint8Array;
  /** [block, start, flip] per game: the fixed games where they are saved, the others not placed (block -1). */
  firstPlacement: Int32Array;
  gamesOfTeam: number[][];
  familyHard: boolean;
  weights: ScheduleWeights;
}

export function travelMinutes(league: League, a: number, b: number): number {
  return league.travel[a * league.venueIds.length + b]!;
}

/** Whether game g's teams have a family with a child on another team: the games the family terms are about. */
export function hasFamily(league: League, g: number): boolean {
  const game = league.games[g]!;
  return league.familyLinks[game.home]!.length > 0 || league.familyLinks[game.away]!.length > 0;
}
