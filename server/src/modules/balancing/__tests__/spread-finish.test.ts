import { describe, expect, it } from 'vitest';
import type { Anchor } from '../optimizer/model/anchor.js';
import { ExchangePricer } from '../optimizer/score/exchange-pricer.js';
import { measureScales } from '../optimizer/score/formula.js';
import { prepareRules } from '../optimizer/model/rules.js';
import { ExchangeEvaluator } from '../optimizer/score/exchange-evaluator.js';
import { polishWithRules } from '../optimizer/phases/polish-with-rules.js';
import { RuleState } from '../optimizer/score/rule-state.js';
import { spendMovesOnBalance } from '../optimizer/phases/spend-moves.js';
import { preparePlayers } from '../optimizer/model/players.js';
import type { BalancePlayer } from '../optimizer/model/types.js';

const player = (composite: number, requests: number[] = []): BalancePlayer => ({ composite, region: null, conflicts: 0, heightCm: null, requests });
const weights = (requests: number) => ({ region: 0, availability: 0, height: 0, regionMode: 'soft' as const, requests });

function stateOf(players: BalancePlayer[], teams: number[]) {
  const rules = prepareRules(players, Math.max(...teams) + 1, false);
  return { state: new RuleState(preparePlayers(players), rules, Int32Array.from(teams)), rules };
}

describe('the spread polish under the rules', () => {
  it('exchanges an honoured request pair for another pair rather than leave the teams apart or break a request', () => {
    // Team 0: a pair of 9s and two locked 5s (28); team 1: a pair of 7s, a locked 5 and a locked 3 (22). Only the pairs can move.
    const locked = (composite: number, team: number) => ({ ...player(composite), lock: team });
    const players = [player(9, [1]), player(9, [0]), locked(5, 0), locked(5, 0), player(7, [5]), player(7, [4]), locked(5, 1), locked(3, 1)];
    const { state } = stateOf(players, [0, 0, 0, 0, 1, 1, 1, 1]);
    const pricer = new ExchangePricer(state, new ExchangeEvaluator(state, weights(10), measureScales(players), 0), undefined);

    polishWithRules(pricer, { left: 10_000 });

    expect(state.teams.terms().spread).toBeCloseTo(2, 9);
    expect(state.assign[0]).toBe(state.assign[1]);
    expect(state.assign[4]).toBe(state.assign[5]);
    expect(state.assign[0]).toBe(1);
  });
});

describe('spending a placement’s moves on the balance', () => {
  it('with two moves allowed, makes the one exchange of placed players that closes the gap best, and no other', () => {
    const composites = [8.1, 6.4, 5.2, 4.9, 3.3, 7.7, 6.1, 4.4, 2.6, 2.5];
    const players = composites.map((c) => player(c));
    const home = Int32Array.from([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    const { rules } = stateOf(players, Array.from(home));
    const anchor: Anchor = { home, low: Int32Array.from([5, 5]), high: Int32Array.from([5, 5]), movePrice: 1e-6, maxMoves: 2, smoothing: 0 };
    let bestSpread = Infinity;
    for (let p = 0; p < 5; p++) for (let q = 5; q < 10; q++) bestSpread = Math.min(bestSpread, Math.abs(27.9 - 23.3 - 2 * (composites[p]! - composites[q]!)));

    const after = spendMovesOnBalance(preparePlayers(players), rules, home, { weights: weights(0), scales: measureScales(players), anchor }, 100_000);

    const totals = [0, 1].map((t) => composites.reduce((sum, c, i) => sum + (after[i] === t ? c : 0), 0));
    expect(Math.abs(totals[0]! - totals[1]!)).toBeCloseTo(bestSpread, 9);
    expect(Array.from(after).filter((t, i) => t !== home[i]).length).toBe(2);
  });
});
