import type { Budget } from './budget.js';
import { shuffleInPlace, type Random } from './random.js';

/**
 * What a descent asks of a pricer, whichever search it serves (the balancing optimizer's
 * MoveEvaluator and ExchangePricer, the schedule optimizer's game pricer). Candidates are
 * scratch objects the caller rewrites, so pricing allocates nothing.
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

/** Prices one candidate and keeps it when it is the item's best so far. */
export type Consider<C> = (candidate: C) => void;

/**
 * What one descent searches: the balancing optimizer's players or free units, the schedule
 * optimizer's games. It writes each candidate into its own scratch
 * and hands it to `consider`; the descent only orders, windows, charges and applies.
 */
export interface DescentMoves<C> {
  readonly pricer: CandidatePricer<C>;
  /** Where the item's best candidate is copied (the offers may reuse their scratch). */
  readonly best: C;
  keep(candidate: C): void;
  /** Before an item's candidates: note where it is. */
  begin(item: number): void;
  /** The item's exchange with one partner of the window, when it may be one. */
  offerPartner(partner: number, consider: Consider<C>): void;
  /** The item's other candidates (moves, mirrors, pulls); returns the evaluations they cost. */
  offerOthers(item: number, consider: Consider<C>): number;
  /** After the best candidate is applied (the rule-free search offers the state to its archive). */
  afterApply?(): void;
}

/**
 * THE best-improvement descent of both searches. Passes over the items in a new random order
 * each; per item, the exchanges with a window of `window` partners (one fixed random
 * order, entered at a random place: large divisions price a sample, small ones all), then its
 * other candidates; the best improving one, by major then minor cost (the first on ties), is
 * applied. Stops when a pass improves nothing or the budget is spent. `items` is shuffled in
 * place. The random draws come in this order, which the golden seeds pin: the partners' order,
 * then per pass the items' order, per item the window's start, then the offers' own draws.
 */
export function descend<C>(items: number[], moves: DescentMoves<C>, random: Random, budget: Budget, window: number): void {
  const { pricer } = moves;
  const n = items.length;
  const partners = shuffleInPlace([...items], random);
  const width = Math.min(n, window);
  let found: boolean;
  let bestMajor = 0;
  let bestMinor = 0;
  const consider: Consider<C> = (candidate) => {
    if (!pricer.priceCandidate(candidate)) return;
    const { major, minor } = pricer;
    if (major < bestMajor || (major === bestMajor && minor < bestMinor)) {
      moves.keep(candidate);
      bestMajor = major;
      bestMinor = minor;
      found = true;
    }
  };
  let improved = true;
  while (improved && budget.left > 0) {
    improved = false;
    shuffleInPlace(items, random);
    for (const item of items) {
      if (budget.left <= 0) return;
      moves.begin(item);
      bestMajor = pricer.currentMajor;
      bestMinor = pricer.currentMinor;
      found = false;
      const offset = width < n ? random.int(n) : 0;
      for (let s = 0; s < width; s++) moves.offerPartner(partners[(offset + s) % n]!, consider);
      budget.left -= width + moves.offerOthers(item, consider);
      if (!found) continue;
      pricer.applyCandidate(moves.best);
      moves.afterApply?.();
      improved = true;
    }
  }
}
