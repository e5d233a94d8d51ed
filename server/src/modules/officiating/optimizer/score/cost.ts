import type { OfficialsWeights } from '../model/types.js';

/**
 * What an assignment's cost is made of, each a whole number so a move and its undo leave it
 * exactly as it was (score/assignment-state.ts keeps them; the tests recount them from scratch).
 */
export interface CostTerms {
  /** Hard rules broken: the search never keeps a state with any. */
  ineligible: number;
  /** Pairs of one referee's slots that clash (the same game, or overlapping with travel). */
  clashes: number;
  /** Games over a referee's most a day, summed over referees and days. */
  overDay: number;
  /** Youth referees on a game without an adult. */
  youthAlone: number;
  uncovered: number;
  changes: number;
  /** Max minus min games per referee, over the referees who could take a slot. */
  spread: number;
  /** Sum of squared games per referee. */
  gameSquares: number;
  /** Sum of squared fees per referee, in cents. */
  feeSquares: number;
  preferences: number;
  /** New referees on a game of two or more officials with no experienced one. */
  unpaired: number;
}

/** Compared major first: rules broken, then slots uncovered; minor: the weighted soft terms. */
export interface Cost {
  major: number;
  minor: number;
}

export const brokenRules = (t: CostTerms) => t.ineligible + t.clashes + t.overDay + t.youthAlone;

/** The one formula, for the search and for the tests' from-scratch count alike. */
export function costOf(t: CostTerms, w: OfficialsWeights, slotCount: number, centsUnit: number): Cost {
  const major = brokenRules(t) * (slotCount + 1) + t.uncovered;
  const minor =
    w.changes * t.changes +
    w.spread * t.spread +
    w.gameCounts * t.gameSquares +
    (w.fees * t.feeSquares) / (centsUnit * centsUnit) +
    w.preferences * t.preferences +
    w.pairing * t.unpaired;
  return { major, minor };
}

/** Ties within a hair of the larger minor count as equal, so rounding never decides. */
export function isBetter(a: Cost, b: Cost): boolean {
  if (a.major !== b.major) return a.major < b.major;
  return a.minor < b.minor - 1e-9 * Math.max(1, Math.abs(b.minor));
}
