import { candidateWindow } from '../solve/budgets.js';
import { perturbSwaps } from '../moves/kicks.js';
import type { Scales, Weights } from '../score/formula.js';
import { MoveEvaluator } from '../score/move-evaluator.js';
import { polishSpread } from './polish-spread.js';
import type { ParetoArchive } from './pareto-archive.js';
import { searchIterated, type IteratedSearch } from '../../../../lib/local-search/iterated-search.js';
import type { Random } from '../../../../lib/local-search/random.js';
import { descend, type Consider, type DescentMoves } from '../../../../lib/local-search/descent.js';
import type { PlayerMove } from '../score/candidate-pricer.js';
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
 * The rule-free neighbourhood of the descent (descent.ts): player i swaps with a partner on
 * another team, or moves to any smaller team. Each improved state goes to the archive.
 */
export class PlayerMoves implements DescentMoves<PlayerMove> {
  readonly best: PlayerMove = { i: 0, j: 0, team: 0 };
  private readonly move: PlayerMove = { i: 0, j: 0, team: 0 };
  private team = 0;

  constructor(
    private readonly state: TeamState,
    readonly pricer: MoveEvaluator,
    private readonly archive?: ParetoArchive,
  ) {}

  keep(move: PlayerMove): void {
    this.best.i = move.i;
    this.best.j = move.j;
    this.best.team = move.team;
  }

  begin(i: number): void {
    this.move.i = i;
    this.team = this.state.assign[i]!;
  }

  offerPartner(j: number, consider: Consider<PlayerMove>): void {
    const b = this.state.assign[j]!;
    if (b === this.team) return;
    this.move.j = j;
    this.move.team = b;
    consider(this.move);
  }

  offerOthers(_i: number, consider: Consider<PlayerMove>): number {
    const { size, teamCount } = this.state;
    this.move.j = -1;
    for (let b = 0; b < teamCount; b++) {
      if (size[this.team]! <= size[b]!) continue;
      this.move.team = b;
      consider(this.move);
    }
    return teamCount;
  }

  afterApply(): void {
    // Every state on the way down may be the best one for some other weights.
    this.archive?.offer(this.state.terms(), this.state.assign);
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
  const neighbourhoods: IteratedSearch<Searcher>['neighbourhoods'] = [({ state, evaluator }, budget) => {
    const everyone = Array.from({ length: players.count }, (_, i) => i);
    descend(everyone, new PlayerMoves(state, evaluator, archive), random, budget, candidateWindow);
  }];
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
