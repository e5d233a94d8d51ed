// Every budget of the optimizer in one place. A budget counts evaluations (priced candidates),
// never time: a clock would make the teams depend on the machine's load.
import type { RuleWeights } from '../score/formula.js';

export type { Budget } from '../../../../lib/local-search/budget.js';

/** Swap partners priced per player: all of them in small divisions, a rotating window in large ones. */
export const candidateWindow = 400;

/**
 * Enough evaluations for many restarts on small divisions and several passes on large ones.
 * Each extra term makes an evaluation dearer, so the budget shrinks with them.
 */
export function defaultBudget(playerCount: number, termCount: number): number {
  const scaled = Math.min(16_000_000, playerCount * Math.min(playerCount, candidateWindow) * 30);
  return Math.round(Math.max(1_000_000, scaled / (1 + 0.5 * termCount)));
}

/** Rule-free search: runs that can each afford about four passes over the players, between 2 and 14. */
export function affordableRuns(budget: number, playerCount: number): number {
  const pass = playerCount * Math.min(playerCount, candidateWindow);
  return Math.max(2, Math.min(14, Math.floor(budget / (4 * pass))));
}

/** Soft terms the search weighs besides the spread (a hard region counts as one more). */
export function weighedTermCount(weights: RuleWeights, countHardRegion: boolean): number {
  return [weights.region, weights.availability, weights.height].filter((w) => w > 0).length + (countHardRegion && weights.regionMode === 'hard' ? 1 : 0);
}

/**
 * The rule search's budget (a balance with rules, a rebalance): an exchange priced with the
 * rules costs about twice a plain swap, so half the evaluations keep the time.
 */
export function ruleBudget(playerCount: number, termCount: number): number {
  return Math.max(1_000_000, Math.round(defaultBudget(playerCount, termCount + 1) / 2));
}

/**
 * A placement's budget from the units it may move: late players alone are a hard partition
 * (decision 0026) and get `perPair` 100; the search with every player free gets 20.
 */
export function placementBudget(movableUnits: number, perPair: number): number {
  return Math.min(3_000_000, Math.max(200_000, movableUnits * Math.min(movableUnits, 400) * perPair));
}

/**
 * Evaluations the block search (phases/block-search.ts) gets on top of what the main rule
 * search leaves it. It runs only where the main search's rounds are scarce (120 players in 8
 * or 12 teams, 400 in 20), and there it is what narrows the spread among assignments that
 * honour every request; the leftover alone was too little: 120 players / 12 teams reached
 * 0.0010-0.0023 points over five seeds, with 2 million more 0.0008-0.0009 (0.0008 is the
 * spread without any rule). Fewer beyond 500 players and with extra terms, where each costs more.
 */
export function blockAllowance(playerCount: number, termCount: number): number {
  return Math.round(Math.min(2_000_000, 1e9 / Math.max(playerCount, 1)) / (1 + 0.5 * termCount));
}

/** Players per team up to which the block search spends its whole allowance. */
const coarseTeam = 12;
/** Rounds in a row without a better answer after which the block search stops on larger teams. */
const patience = 30;

/**
 * When the block search stops short of its allowance: after `patience` rounds in a row
 * without a better answer, on teams of more than 12 players. There a team has enough sets of
 * blocks for the polish to reach fine totals itself, and the kicks that pay come early
 * (120 players / 8 teams, three seeds: gains at rounds 10, 34, 29 and 70 of 115-142, the
 * last one step below the median; 400 / 20: gaps of at most 23 rounds). Teams of up to 12
 * players (120 / 12) have coarse totals, and better answers come after long runs of kicks
 * (gaps of up to 120 rounds): they keep the whole allowance.
 * Decision 0037 has the measurements.
 */
export function blockPatience(playerCount: number, teamCount: number): number {
  return playerCount / teamCount <= coarseTeam ? Infinity : patience;
}

/** A spread under this share of an average player counts as fine (see blockRounds). */
const fineSpread = 1 / 2000;

/**
 * Rounds the block search runs at most: its patience plus one per team (a kick moves blocks
 * between two to six teams), and only when it starts from a fine spread and has a patience.
 * Every round after the last better answer is spent for nothing. From a fine spread each
 * better answer is one small step and they came early: 120 players / 8 teams with every rule
 * (start 0.0003-0.0015, average player 5.35), last one at round 34 on 14 seeds; 400 / 20, 39
 * on 3. From a coarse one they come in long chains (60 / 4 with every term, start above 0.008:
 * round 87), which the patience alone lets run. Decision 0092 has the measurements.
 */
export function blockRounds(teamCount: number, patience: number, startSpread: number, meanComposite: number): number {
  return patience === Infinity || startSpread > fineSpread * meanComposite ? Infinity : patience + teamCount;
}
