import { perturbSwaps } from '../moves/kicks.js';
import type { Scales, Weights } from '../score/formula.js';
import { candidateWindow, type Budget } from '../solve/budgets.js';
import { MoveEvaluator } from '../score/move-evaluator.js';
import { polishSpread } from './polish-spread.js';
import type { ParetoArchive } from './pareto-archive.js';
import { searchIterated, type IteratedSearch } from './iterated-search.js';
import { shuffleInPlace, type Random } from '../model/random.js';
import { TeamState } from '../score/team-state.js';
import type { PreparedPlayers } from '../model/players.js';

/** A rule-free searcher: the state and the evaluator that prices its moves. */
interface Searcher {
  state: TeamState;
  evaluator: MoveEvaluator;
}

/** Gives equal-total pressure to moves that miss the extreme teams (see move-evaluator.ts). */
const smoothing = 2;

/**
 * Best-improvement descent: for each player in random order, price swapping with the players
 * of other teams (a window of `candidateWindow` of them, starting at a random place) and moving
 * to every smaller team, then apply the best improving one. Stops when a full pass finds no
 * improvement or the budget runs out.
 */
export function descend(state: TeamState, evaluator: MoveEvaluator, random: Random, budget: Budget, archive: ParetoArchive): void {
  const n = state.players.count;
  const k = state.teamCount;
  const order = Array.from({ length: n }, (_, i) => i);
  const partners = shuffleInPlace([...order], random);
  const window = Math.min(n, candidateWindow);
  let improved = true;
  while (improved && budget.left > 0) {
    improved = false;
    shuffleInPlace(order, random);
    for (const i of order) {
      if (budget.left <= 0) return;
      const a = state.assign[i]!;
      let bestJ = -2;
      let bestTeam = -1;
      let bestMajor = evaluator.currentMajor;
      let bestMinor = evaluator.currentMinor;
      const consider = (j: number, team: number) => {
        if (!evaluator.evaluate(i, j, team)) return;
        const { candidateMajor: major, candidateMinor: minor } = evaluator;
        if (major < bestMajor || (major === bestMajor && minor < bestMinor)) {
          [bestJ, bestTeam, bestMajor, bestMinor] = [j, team, major, minor];
        }
      };
      const offset = window < n ? random.int(n) : 0;
      for (let s = 0; s < window; s++) {
        const j = partners[(offset + s) % n]!;
        const b = state.assign[j]!;
        if (b !== a) consider(j, b);
      }
      for (let b = 0; b < k; b++) if (state.size[a]! > state.size[b]!) consider(-1, b);
      budget.left -= window + k;
      if (bestJ === -2) continue;
      if (bestJ >= 0) state.swap(i, bestJ);
      else state.moveTo(i, bestTeam);
      evaluator.refresh();
      // Every state on the way down may be the best one for some other weights.
      archive.offer(state.terms(), state.assign);
      improved = true;
    }
  }
}

/**
 * Iterated local search under one weight vector (iterated-search.ts): descend (and close the
 * spread when it is the only term), record the local optimum in the archive, restart from the
 * best state by the search cost unless this one is better, kick it with a few random swaps,
 * until this run's budget is spent. The archive holds the answers.
 */
export function searchIteratively(
  players: PreparedPlayers,
  teamCount: number,
  start: Int32Array,
  objective: { weights: Weights; scales: Scales },
  random: Random,
  runBudget: number,
  archive: ParetoArchive,
): void {
  const maxStrength = Math.max(2, Math.min(12, Math.floor(players.count / 8)));
  const spreadOnly = objective.weights.regionMode === 'soft' && objective.weights.region === 0 && objective.weights.availability === 0 && objective.weights.height === 0;
  const neighbourhoods: IteratedSearch<Searcher>['neighbourhoods'] = [({ state, evaluator }, budget) => descend(state, evaluator, random, budget, archive)];
  if (spreadOnly) {
    neighbourhoods.push(({ state, evaluator }, budget) => {
      polishSpread(state, budget);
      evaluator.refresh();
    });
  }
  searchIterated<Searcher>(start, { left: runBudget }, {
    restore: (assign) => {
      const state = new TeamState(players, teamCount, assign);
      return { state, evaluator: new MoveEvaluator(state, objective.weights, objective.scales, smoothing) };
    },
    assignOf: ({ state }) => state.assign,
    neighbourhoods,
    record: ({ state }) => archive.offer(state.terms(), state.assign),
    searchCost: ({ evaluator }) => ({ major: evaluator.currentMajor, minor: evaluator.currentMinor }),
    kick: ({ state, evaluator }) => {
      perturbSwaps(state, random, 2 + random.int(maxStrength - 1));
      evaluator.refresh();
    },
    charge: () => teamCount,
  });
}
