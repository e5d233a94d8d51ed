import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { BalanceInputError, type BalanceOptions } from '../optimizer/model/types.js';
import { makePlayers, sizesOf } from './make-players.js';

const base = (teamCount: number, seed = 7): BalanceOptions => ({ teamCount, seed, useComposite: true, evaluationBudget: 300_000 });

/** The schoolyard snake draft, to compare the optimizer with. */
function snakeSpread(composites: number[], teamCount: number): number {
  const totals = new Array<number>(teamCount).fill(0);
  [...composites].sort((a, b) => b - a).forEach((c, pick) => {
    const round = Math.floor(pick / teamCount);
    const slot = pick % teamCount;
    totals[round % 2 === 0 ? slot : teamCount - 1 - slot]! += c;
  });
  return Math.max(...totals) - Math.min(...totals);
}

describe('balanceTeams', () => {
  it('gives the same teams for the same players and seed, and other teams for another seed', () => {
    const players = makePlayers(40, 1, true);
    const options = { ...base(4), region: { weight: 5, mode: 'soft' as const }, availability: { weight: 3 }, height: { weight: 10 } };

    const first = balanceTeams(players, options);
    const again = balanceTeams(players, options);
    const other = balanceTeams(players, { ...options, seed: 8 });

    expect(again.teams).toEqual(first.teams);
    expect(other.teams).not.toEqual(first.teams);
  });

  it.each([
    [25, 2],
    [37, 4],
    [61, 8],
    [101, 20],
  ])('uses every one of %i players once, in %i teams whose sizes differ by at most one', (count, teams) => {
    const result = balanceTeams(makePlayers(count, count), base(teams));

    const sizes = sizesOf(result.teams);
    expect(sizes).toHaveLength(teams);
    expect(sizes.at(-1)! - sizes[0]!).toBeLessThanOrEqual(1);
    expect(result.teams.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
  });

  it('reaches a composite spread far below the snake draft', () => {
    const players = makePlayers(120, 3);

    const result = balanceTeams(players, base(8));

    const snake = snakeSpread(players.map((p) => p.composite), 8);
    expect(result.terms.spread).toBeLessThan(snake * 0.05);
  });

  it('reports the spread of the teams it returns', () => {
    const players = makePlayers(30, 4);

    const result = balanceTeams(players, base(3));

    const totals = result.teams.map((team) => team.reduce((sum, i) => sum + players[i]!.composite, 0));
    expect(result.terms.spread).toBeCloseTo(Math.max(...totals) - Math.min(...totals), 9);
  });

  it('groups players by region when the region term is on', () => {
    const players = makePlayers(48, 5, true);

    const without = balanceTeams(players, { ...base(4), region: { weight: 0, mode: 'soft' } });
    const withRegion = balanceTeams(players, { ...base(4), region: { weight: 10, mode: 'soft' } });

    expect(withRegion.terms.regionPenalty).toBeLessThan(without.terms.regionPenalty);
  });

  it('puts region first in hard mode, at the cost of spread if need be', () => {
    const players = makePlayers(48, 6, true);

    const soft = balanceTeams(players, { ...base(4), region: { weight: 1, mode: 'soft' } });
    const hard = balanceTeams(players, { ...base(4), region: { weight: 1, mode: 'hard' } });

    expect(hard.terms.regionPenalty).toBeLessThan(soft.terms.regionPenalty);
    // 48 players in 4 regions into 4 teams of 12: the hard mode gets close to pure teams.
    expect(hard.terms.regionPenalty).toBeLessThanOrEqual(12);
  });

  it('gathers teams around a shared practice day when the availability term is on', () => {
    const players = makePlayers(48, 7, true);

    const without = balanceTeams(players, { ...base(4), availability: { weight: 0 } });
    const withDays = balanceTeams(players, { ...base(4), availability: { weight: 10 } });

    expect(withDays.terms.availabilityPenalty).toBeLessThan(without.terms.availabilityPenalty);
  });

  it('evens team average heights when the height term is on', () => {
    const players = makePlayers(48, 8, true);

    const without = balanceTeams(players, { ...base(4), height: { weight: 0 } });
    const withHeight = balanceTeams(players, { ...base(4), height: { weight: 50 } });

    expect(withHeight.terms.heightSpread).toBeLessThan(without.terms.heightSpread);
    expect(withHeight.terms.heightSpread).toBeLessThan(1);
  });

  it('deals random teams of even sizes when no skill is selected, the same for the same seed', () => {
    const players = makePlayers(23, 9);
    const options = { teamCount: 4, seed: 11, useComposite: false };

    const first = balanceTeams(players, options);
    const again = balanceTeams(players, options);
    const other = balanceTeams(players, { ...options, seed: 12 });

    expect(sizesOf(first.teams)).toEqual([5, 6, 6, 6]);
    expect(again.teams).toEqual(first.teams);
    expect(other.teams).not.toEqual(first.teams);
  });

  it('refuses fewer players than teams with a sentence that says so', () => {
    expect(() => balanceTeams(makePlayers(3, 1), base(4))).toThrow(new BalanceInputError('There are 3 players, fewer than the 4 teams requested.'));
  });

  it('puts one player in each team when there are as many players as teams', () => {
    const result = balanceTeams(makePlayers(5, 2), base(5));

    expect(sizesOf(result.teams)).toEqual([1, 1, 1, 1, 1]);
  });

  it('reaches a spread of zero when every player has the same composite', () => {
    const players = Array.from({ length: 12 }, () => ({ composite: 5, region: null, conflicts: 0, heightCm: null }));

    const result = balanceTeams(players, base(3));

    expect(result.terms.spread).toBe(0);
    expect(sizesOf(result.teams)).toEqual([4, 4, 4]);
  });
});
