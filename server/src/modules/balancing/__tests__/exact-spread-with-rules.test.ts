import { describe, expect, it } from 'vitest';
import { findMinimumSpreadWithRules } from '../../../../bench/balance/exact-spread-with-rules.js';
import { addSmallRules } from '../../../../bench/balance/rule-division.js';
import { checkAssignmentRules } from '../optimizer/report/check-assignment-rules.js';
import { keepMutualRequests } from '../optimizer/model/keep-mutual-requests.js';
import type { BalancePlayer } from '../optimizer/model/types.js';
import { makePlayers } from './make-players.js';

const spreadOf = (players: BalancePlayer[], teams: number[][]) => {
  const totals = teams.map((members) => members.reduce((sum, i) => sum + players[i]!.composite, 0));
  return Math.max(...totals) - Math.min(...totals);
};

/** The least spread over every labelled assignment that keeps the rules: k^n of them, so tiny divisions only. */
function enumerateMinimumSpread(players: BalancePlayer[], k: number, honourAllRequests: boolean): number {
  const n = players.length;
  const pairs = keepMutualRequests(players).flatMap((p, i) => p.requests!.map((j) => [i, j] as const));
  const assign = new Array<number>(n).fill(0);
  let best = Infinity;
  for (let code = 0; code < k ** n; code++) {
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / k)) assign[i] = rest % k;
    if (honourAllRequests && pairs.some(([i, j]) => assign[i] !== assign[j])) continue;
    const teams = Array.from({ length: k }, (_, t) => assign.flatMap((team, i) => (team === t ? [i] : [])));
    if (checkAssignmentRules(players, teams, { tierBalance: true }).length > 0) continue;
    best = Math.min(best, spreadOf(players, teams));
  }
  return best;
}

describe('the benchmark proof of the least spread the rules allow', () => {
  it.each([
    [8, 2, 51],
    [9, 3, 57],
    [9, 3, 58],
    [10, 2, 53],
    [9, 3, 54],
  ])('%i players into %i teams (seed %i): branch-and-bound finds the same least spread as trying every assignment, with and without every request kept', (count, teams, seed) => {
    const players = addSmallRules(makePlayers(count, seed), teams, seed);

    const hard = findMinimumSpreadWithRules(players, teams, { tierBalance: true, honourAllRequests: false });
    const everyRequest = findMinimumSpreadWithRules(players, teams, { tierBalance: true, honourAllRequests: true });

    expect(hard?.proven).toBe(true);
    expect(hard!.spread).toBeCloseTo(enumerateMinimumSpread(players, teams, false), 9);
    expect(checkAssignmentRules(players, hard!.teams, { tierBalance: true })).toEqual([]);
    expect(spreadOf(players, hard!.teams)).toBeCloseTo(hard!.spread, 9);
    // Null where the request pair cannot share a team (say, one of them is locked elsewhere).
    expect(everyRequest?.spread ?? Infinity).toBeCloseTo(enumerateMinimumSpread(players, teams, true), 9);
    if (everyRequest) expect(everyRequest.proven).toBe(true);
  });

  it('answers null exactly where trying every assignment finds none that keeps the rules', () => {
    // 9 players, seed 52: with its lock and feud, tiers and genders cannot all be within one.
    const infeasible = addSmallRules(makePlayers(9, 52), 3, 52);
    const locked = makePlayers(6, 55).map((p, i) => ({ ...p, label: `P${i}`, lock: i < 2 ? 0 : null, apart: i < 2 ? 'feud' : null }));

    expect(enumerateMinimumSpread(infeasible, 3, false)).toBe(Infinity);
    expect(findMinimumSpreadWithRules(infeasible, 3, { tierBalance: true, honourAllRequests: false })).toBeNull();
    expect(findMinimumSpreadWithRules(locked, 2, { tierBalance: false, honourAllRequests: false })).toBeNull();
  });
});
