import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { changeRoster } from '../optimizer/solve/change-roster.js';
import { checkAssignmentRules } from '../optimizer/report/check-assignment-rules.js';
import type { BalanceOptions, BalancePlayer } from '../optimizer/model/types.js';
import { makePlayers } from './make-players.js';

const options = (seed: number): BalanceOptions => ({ teamCount: 6, seed, useComposite: true, evaluationBudget: 150_000 });

/** 60 players balanced into 6 teams, then 6 late sign-ups; a sibling pair, a lock and an apart pair among them. */
function division(seed: number) {
  const players: BalancePlayer[] = makePlayers(66, seed).map((p, i) => ({
    ...p,
    label: `P${i}`,
    group: i === 1 || i === 61 ? 'sibs' : null,
    apart: i === 2 || i === 62 ? 'twins' : null,
    lock: i === 63 ? 4 : null,
  }));
  const first = balanceTeams(players.slice(0, 60).map((p) => ({ ...p, group: null, apart: null })), options(seed));
  const current = new Array<number>(66).fill(-1);
  first.teams.forEach((members, t) => members.forEach((i) => (current[i] = t)));
  return { players, current };
}

const teamOf = (teams: number[][]) => {
  const assign: number[] = [];
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  return assign;
};

describe('changeRoster, placing late sign-ups', () => {
  for (const maxMoves of [0, 1, 3, 8]) {
    it(`moves at most ${maxMoves} placed players and keeps the group, the lock and the apart pair (5 seeds)`, () => {
      for (let seed = 1; seed <= 5; seed++) {
        const { players, current } = division(seed);

        const result = changeRoster(players, options(seed), { current, place: { maxMoves } });

        const after = teamOf(result.teams);
        const moved = current.filter((t, i) => t >= 0 && after[i] !== t).length;
        expect(moved).toBeLessThanOrEqual(maxMoves);
        expect(after[61]).toBe(after[1]);
        expect(after[63]).toBe(4);
        expect(after[62]).not.toBe(after[2]);
        expect(checkAssignmentRules(players, result.teams).filter((b) => ['group', 'lock', 'apart'].includes(b.rule))).toEqual([]);
      }
    });
  }

  it('spends the moves it is allowed where they close the gap: with 20 moves on 800 players, under a tenth of the gap left with none (summed over 3 seeds)', () => {
    let noMoves = 0;
    let twentyMoves = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const players = makePlayers(840, seed);
      const roster = { teamCount: 20, seed, useComposite: true, tierBalance: true };
      const current = teamOf(balanceTeams(players.slice(0, 800), roster).teams).concat(new Array<number>(40).fill(-1));

      const [none, twenty] = [0, 20].map((maxMoves) => changeRoster(players, roster, { current, place: { maxMoves } }));

      const after = teamOf(twenty!.teams);
      expect(current.filter((t, i) => t >= 0 && after[i] !== t).length).toBeLessThanOrEqual(20);
      noMoves += none!.terms.spread;
      twentyMoves += twenty!.terms.spread;
    }
    expect(twentyMoves).toBeLessThan(noMoves / 10);
    // Three balances of 800 players and six placements: slow on a loaded 2-core runner, not a timing claim.
  });

  it('with no unassigned player refuses with a sentence', () => {
    const { players, current } = division(1);

    expect(() => changeRoster(players.slice(0, 60), options(1), { current: current.slice(0, 60), place: { maxMoves: 0 } })).toThrow('There are no unassigned players to place.');
  });
});

describe('changeRoster, rebalancing', () => {
  it('moves fewer players as keep_current_weight rises, and none of the answers breaks the lock', () => {
    const { players, current } = division(9);
    const shifted = players.map((p, i) => ({ ...p, composite: current[i]! === 0 ? p.composite + 2 : p.composite }));
    const moves = [0, 3, 10].map((keep) => {
      const after = teamOf(changeRoster(shifted, options(9), { current, keepCurrentWeight: keep }).teams);
      expect(after[63]).toBe(4);
      return current.filter((t, i) => t >= 0 && after[i] !== t).length;
    });

    expect(moves[1]!).toBeLessThan(moves[0]!);
    expect(moves[2]!).toBeLessThanOrEqual(moves[1]!);
  });
});
