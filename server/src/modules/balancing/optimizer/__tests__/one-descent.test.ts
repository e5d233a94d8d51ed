import { candidateWindow } from '../solve/budgets.js';
import { describe, expect, it } from 'vitest';
import { constructWithRules } from '../phases/construct-with-rules.js';
import { dealRandomly } from '../phases/construct.js';
import { descend, type DescentMoves } from '../../../../lib/local-search/descent.js';
import { PlayerMoves } from '../phases/plain-search.js';
import { UnitMoves } from '../moves/unit-moves.js';
import type { PlayerMove, UnitExchange } from '../score/candidate-pricer.js';
import { ExchangeEvaluator } from '../score/exchange-evaluator.js';
import { ExchangePricer } from '../score/exchange-pricer.js';
import { measureScales, type Cost } from '../score/formula.js';
import { MoveEvaluator } from '../score/move-evaluator.js';
import { RuleState } from '../score/rule-state.js';
import { createAssignmentScorer } from '../score/score-assignment.js';
import { TeamState } from '../score/team-state.js';
import { preparePlayers } from '../model/players.js';
import { prepareRules } from '../model/rules.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { weightsFromOptions } from '../solve/weights.js';
import { randomDivision, type DivisionShape } from './support/random-division.js';

// Both searches run THE descent (lib/local-search/descent.ts), each with its own neighbourhood. Run to
// the end (the budget is never the reason it stops), it must leave a local optimum: no single
// candidate its neighbourhood offers is better by the from-scratch score. Smoothing 0, so the
// search cost is the cost score-assignment.ts computes.

const noRules = { genders: false, groups: false, locks: false, apart: false, requests: false, tierBalance: false, schools: false };

/** Every candidate the neighbourhood offers for every item, with the assignment it leads to. */
function offeredCandidates<C>(items: number[], moves: DescentMoves<C>, after: (candidate: C) => Int32Array): { candidate: C; assign: Int32Array }[] {
  const offered: { candidate: C; assign: Int32Array }[] = [];
  const record = (candidate: C) => offered.push({ candidate: structuredClone(candidate), assign: after(candidate) });
  for (const item of items) {
    moves.begin(item);
    for (const partner of items) moves.offerPartner(partner, record);
    moves.offerOthers(item, record);
  }
  return offered;
}

const isBetterBeyondTies = (cost: Cost, than: Cost) =>
  cost.major < than.major || (cost.major === than.major && cost.minor < than.minor - 1e-9 * Math.max(1, Math.abs(than.minor)));

describe('the one descent', () => {
  it('leaves no better swap or move of a player in the rule-free search', () => {
    const shape: DivisionShape = { seed: 17, players: 19, teams: 4, regions: true, conflicts: true, heights: true, hardRegion: false, ...noRules };
    const { players, options } = randomDivision(shape);
    const score = createAssignmentScorer(players, options);
    const random = createRandom(3);
    const state = new TeamState(preparePlayers(players), options.teamCount, dealRandomly(players.length, options.teamCount, random));
    const start = score(state.assign).cost;
    const moves = new PlayerMoves(state, new MoveEvaluator(state, weightsFromOptions(players, options), measureScales(players), 0));
    const everyone = players.map((_, i) => i);
    const budget = { left: 1e9 };

    descend([...everyone], moves, random, budget, candidateWindow);

    const reached = score(state.assign).cost;
    expect(budget.left).toBeGreaterThan(0);
    expect(isBetterBeyondTies(reached, start)).toBe(true);
    const after = ({ i, j, team }: PlayerMove) => {
      const assign = state.assign.slice();
      if (j >= 0) assign[j] = assign[i]!;
      assign[i] = team;
      return assign;
    };
    const offered = offeredCandidates(everyone, moves, after);
    expect(offered.some(({ candidate }) => candidate.j < 0)).toBe(true);
    const better = offered.filter(({ assign }) => isBetterBeyondTies(score(assign).cost, reached));
    expect(better.map(({ candidate }) => candidate)).toEqual([]);
  });

  it('leaves no better swap, move, mirror or pull of a unit in the rule search', () => {
    const shape: DivisionShape = { ...noRules, seed: 29, players: 22, teams: 3, regions: true, conflicts: false, heights: true, hardRegion: false, genders: true, groups: true, requests: true, tierBalance: true };
    const { players, options } = randomDivision(shape);
    const score = createAssignmentScorer(players, options);
    const random = createRandom(5);
    const rules = prepareRules(players, options.teamCount, options.tierBalance ?? false, options.maxPerSchool);
    const prepared = preparePlayers(players);
    const state = new RuleState(prepared, rules, constructWithRules(players, rules, prepared.composite, random));
    const start = score(state.assign).cost;
    const evaluator = new ExchangeEvaluator(state, weightsFromOptions(players, options), measureScales(players), 0);
    const moves = new UnitMoves(new ExchangePricer(state, evaluator, undefined), random);
    const free = rules.units.flatMap((_, u) => (rules.unitLock[u]! < 0 ? [u] : []));
    const budget = { left: 1e9 };

    descend([...free], moves, random, budget, candidateWindow);

    const reached = score(state.assign).cost;
    expect(budget.left).toBeGreaterThan(0);
    expect(isBetterBeyondTies(reached, start)).toBe(true);
    const after = ({ a, b, out, into }: UnitExchange) => {
      const assign = state.assign.slice();
      for (const u of out) for (const i of rules.units[u]!) assign[i] = b;
      for (const u of into) for (const i of rules.units[u]!) assign[i] = a;
      return assign;
    };
    const offered = offeredCandidates(free, moves, after);
    const groupOut = (e: UnitExchange) => rules.units[e.out[0]!]!.length > 1;
    expect(offered.some(({ candidate }) => groupOut(candidate) && candidate.into.length > 1)).toBe(true);
    expect(offered.some(({ candidate }) => candidate.out.length === 2)).toBe(true);
    const better = offered.filter(({ assign }) => isBetterBeyondTies(score(assign).cost, reached));
    expect(better.map(({ candidate }) => candidate)).toEqual([]);
  });
});
