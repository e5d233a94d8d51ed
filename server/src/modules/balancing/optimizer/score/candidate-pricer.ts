/**
 * What a descent (phases/descent.ts) asks of a pricer, whichever search it serves: the
 * rule-free MoveEvaluator prices a `PlayerMove`, the rule search's ExchangePricer a
 * `UnitExchange`. Candidates are scratch objects the caller rewrites, so pricing allocates
 * nothing.
 */
export interface CandidatePricer<C> {
  /** The cost of the state as it is (the search cost: major first, then minor). */
  readonly currentMajor: number;
  readonly currentMinor: number;
  /** The last candidate's cost, read only after priceCandidate returned true. */
  readonly major: number;
  readonly minor: number;
  /** True when the candidate beats the current state. */
  priceCandidate(candidate: C): boolean;
  /** Changes the state by the candidate and brings the current cost up to date. */
  applyCandidate(candidate: C): void;
}

/** Player i swaps with player j, or (j = -1) moves to `team`. */
export interface PlayerMove {
  i: number;
  j: number;
  team: number;
}

/** Units `out` leave team a for team b, units `into` leave b for a (whole arrays). */
export interface UnitExchange {
  a: number;
  b: number;
  out: number[];
  into: number[];
}
