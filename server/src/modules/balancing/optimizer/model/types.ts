// Plain data in and out: the optimizer knows nothing of HTTP, CSV or the database.
import type { RuleUnitDefinition } from '../score/rule-unit.js';

/** One player as the optimizer sees it. */
export interface BalancePlayer {
  /** Composite on 0-10 (weighted mean of displayed ratings); 0 for everyone when no skill is selected. */
  composite: number;
  /** Region index 0..regionCount-1, or null when unknown. */
  region: number | null;
  /** Practice conflicts as a bit mask: bit 0 = Monday ... bit 6 = Sunday. */
  conflicts: number;
  /** Height in centimetres, or null when unknown. */
  heightCm: number | null;
  /** The player's name in error sentences and broken-request reasons ("player #i" when absent). */
  label?: string;
  /** Players sharing a non-empty key (a family name, a carpool code) play on the same team. */
  group?: string | null;
  /** Team index 0..teamCount-1 the player must be on (the coach's child, a returning player). */
  lock?: number | null;
  /** Players sharing a non-empty key play on different teams. */
  apart?: string | null;
  /** Any value ("F", "M", ...); blank or null is unknown and takes no part in the balance. */
  gender?: string | null;
  /** Indices of requested teammates; `keepMutualRequests` keeps only the two-way ones. */
  requests?: number[];
  /** The player's school: with `maxPerSchool`, at most that many of one school play on a team. Blank is none. */
  school?: string | null;
}

export type RegionMode = 'soft' | 'hard';

export interface BalanceOptions {
  teamCount: number;
  seed: number;
  /** False when no skill is selected: teams are then dealt at random. */
  useComposite: boolean;
  region?: { weight: number; mode: RegionMode } | null;
  availability?: { weight: number } | null;
  height?: { weight: number } | null;
  /** Weight 0-10 of broken teammate requests (default 5 when any player has requests). */
  requestWeight?: number;
  /** Each team's count of top, middle and bottom third players differs by at most one. Off unless asked. */
  tierBalance?: boolean;
  /** At most this many players of one school (BalancePlayer.school) per team; off when absent. */
  maxPerSchool?: number | null;
  /** Move evaluations the search may spend; the default grows with the instance. */
  evaluationBudget?: number;
  /**
   * With the default budget and rules: rounds in a row without a better answer after which
   * the block search stops (default scaled to the division, balance-teams.ts). Infinity
   * spends its whole allowance, as before decision 0037; the benchmark prints both.
   */
  blockPatience?: number;
  /**
   * With the default budget and rules: rounds the block search runs at most (default: its
   * patience plus one per team from a fine spread, solve/budgets.ts). Infinity: no cap, as
   * before decision 0092.
   */
  blockRounds?: number;
  /**
   * Extra soft terms, one file each (score/rule-unit.ts, decision 0198): appended to the minor
   * cost in this order. Any one makes the balance run the rule search (its answer is judged by
   * the whole cost; the rule-free Pareto search knows only its four terms).
   */
  ruleUnits?: readonly RuleUnitDefinition<BalancePlayer>[];
}

/** The four quantities the summary reports; lower is better for each. */
export interface TermValues {
  /** Max minus min of team composite totals. */
  spread: number;
  /** Players outside their team's primary region. */
  regionPenalty: number;
  /** Players who conflict with their team's best practice day (Mon-Fri). */
  availabilityPenalty: number;
  /** Max minus min of team average heights, in cm. */
  heightSpread: number;
}

export interface BrokenRequest {
  /** The player who asked (the lower index when both asked). */
  player: number;
  requested: number;
  reason: string;
}

/** How the rules came out; every count is of the answer returned. */
export interface RuleOutcomes {
  /** Groups of two or more players; kept: all on one team. */
  groups: { count: number; kept: number };
  /** Locked players; kept: on their team. */
  locks: { count: number; kept: number };
  /** Apart keys with two or more players; kept: all on different teams. */
  apart: { count: number; kept: number };
  /** Schools with more players than the per-team limit (the ones the rule is about); kept: within the limit on every team. */
  schools: { limit: number | null; count: number; kept: number };
  /** Requests counted once per pair of players, however many of the two asked. */
  requests: { total: number; honoured: number; broken: BrokenRequest[] };
  /** Per team: [top, middle, bottom] thirds by composite (reported even when tier balance is off). */
  tierCounts: number[][];
  /** Per team: players per gender value (empty objects when no player has one). */
  genderCounts: Record<string, number>[];
  /** Sentences for the admin: rules that could not be met, and why where it is known. */
  warnings: string[];
}

export interface BalanceResult {
  /** Player indices per team. */
  teams: number[][];
  terms: TermValues;
  rules: RuleOutcomes;
}

export class BalanceInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BalanceInputError';
  }
}

/** Monday-Friday: the days a best practice day is chosen from. */
export const practiceDayCount = 5;
