// Plain data in and out: the optimizer knows nothing of HTTP, CSV or the database.

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
  /** Move evaluations the search may spend; the default grows with the instance. */
  evaluationBudget?: number;
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

export interface BalanceResult {
  /** Player indices per team. */
  teams: number[][];
  terms: TermValues;
}

export class BalanceInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BalanceInputError';
  }
}

/** Monday-Friday: the days a best practice day is chosen from. */
export const practiceDayCount = 5;
