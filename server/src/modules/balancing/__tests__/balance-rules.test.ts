import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { keepMutualRequests } from '../optimizer/model/keep-mutual-requests.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer } from '../optimizer/model/types.js';
import { makePlayers, sizesOf } from './make-players.js';

const options = (teamCount: number, extra: Partial<BalanceOptions> = {}): BalanceOptions => ({ teamCount, seed: 5, useComposite: true, evaluationBudget: 150_000, ...extra });
const teamOf = (teams: number[][], player: number) => teams.findIndex((members) => members.includes(player));
const named = (players: BalancePlayer[]) => players.map((p, i) => ({ ...p, label: `Kid ${i}` }));

/** Applies rule fields to chosen players of a seeded list. */
function withRules(players: BalancePlayer[], rules: Record<number, Partial<BalancePlayer>>): BalancePlayer[] {
  return players.map((p, i) => ({ ...p, ...(rules[i] ?? {}) }));
}

describe('balanceTeams with rules', () => {
  it('keeps a group of siblings on one team and reports it kept', () => {
    const players = withRules(makePlayers(24, 1), { 3: { group: 'Lee' }, 8: { group: 'Lee' }, 15: { group: 'Lee' } });

    const result = balanceTeams(players, options(4));

    expect(new Set([3, 8, 15].map((i) => teamOf(result.teams, i))).size).toBe(1);
    expect(result.rules.groups).toEqual({ count: 1, kept: 1 });
  });

  it('puts locked players on their team, and their group with them', () => {
    const players = withRules(makePlayers(24, 2), { 0: { lock: 2 }, 5: { lock: 2, group: 'Diaz' }, 6: { group: 'Diaz' }, 9: { lock: 0 } });

    const result = balanceTeams(players, options(4));

    expect([0, 5, 6].map((i) => teamOf(result.teams, i))).toEqual([2, 2, 2]);
    expect(teamOf(result.teams, 9)).toBe(0);
    expect(result.rules.locks).toEqual({ count: 3, kept: 3 });
  });

  it('keeps players sharing an apart key on different teams', () => {
    const players = withRules(makePlayers(20, 3), { 1: { apart: 'feud' }, 2: { apart: 'feud' }, 3: { apart: 'feud' }, 4: { apart: 'feud' } });

    const result = balanceTeams(players, options(4));

    expect(new Set([1, 2, 3, 4].map((i) => teamOf(result.teams, i))).size).toBe(4);
    expect(result.rules.apart).toEqual({ count: 1, kept: 1 });
  });

  it('keeps team sizes within one when groups of two and three are in play', () => {
    const players = withRules(makePlayers(26, 4), {
      0: { group: 'a' }, 1: { group: 'a' }, 2: { group: 'a' },
      3: { group: 'b' }, 4: { group: 'b' }, 5: { group: 'c' }, 6: { group: 'c' }, 7: { group: 'c' },
      8: { group: 'd' }, 9: { group: 'd' }, 10: { lock: 1 }, 11: { lock: 1, group: 'd' },
    });

    const result = balanceTeams(players, options(4));

    expect(sizesOf(result.teams)).toEqual([6, 6, 7, 7]);
    expect(result.rules.groups).toEqual({ count: 4, kept: 4 });
    expect([8, 9, 10, 11].map((i) => teamOf(result.teams, i))).toEqual([1, 1, 1, 1]);
  });

  it('gives every team the same number of top, middle and bottom players with tier balance on', () => {
    const players = makePlayers(36, 5);

    const result = balanceTeams(players, options(4, { tierBalance: true }));

    expect(result.rules.tierCounts).toEqual([[3, 3, 3], [3, 3, 3], [3, 3, 3], [3, 3, 3]]);
  });

  it('spreads each gender so team counts differ by at most one', () => {
    const players = makePlayers(30, 6).map((p, i) => ({ ...p, gender: i % 3 === 0 ? 'F' : 'M' }));

    const result = balanceTeams(players, options(4, { tierBalance: true }));

    const girls = result.rules.genderCounts.map((counts) => counts.F!);
    expect(Math.max(...girls) - Math.min(...girls)).toBeLessThanOrEqual(1);
    expect(girls.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('honours mutual requests when balance allows, and says why one is broken', () => {
    const base = makePlayers(24, 7);
    const players = withRules(base, { 0: { requests: [1] }, 1: { requests: [0] }, 2: { requests: [3] }, 3: { requests: [2], lock: 0 }, 4: { requests: [5] }, 5: { requests: [4] } });
    players[2] = { ...players[2]!, lock: 1, label: 'Ana' };
    players[3] = { ...players[3]!, label: 'Ben' };

    const result = balanceTeams(players, options(4, { requestWeight: 10 }));

    expect(teamOf(result.teams, 0)).toBe(teamOf(result.teams, 1));
    expect(teamOf(result.teams, 4)).toBe(teamOf(result.teams, 5));
    expect(result.rules.requests.total).toBe(3);
    expect(result.rules.requests.honoured).toBe(2);
    expect(result.rules.requests.broken).toEqual([{ player: 2, requested: 3, reason: 'Ana is locked to Team 2 and Ben to Team 1.' }]);
  });

  it('keeps only two-way requests when asked for mutual ones', () => {
    const players = withRules(makePlayers(6, 8), { 0: { requests: [1, 2] }, 1: { requests: [0] }, 2: { requests: [4] }, 3: { requests: [3] } });

    const mutual = keepMutualRequests(players);

    expect(mutual.map((p) => p.requests)).toEqual([[1], [0], [], [], [], []]);
  });

  it('gives the same teams for the same input and seed with every rule on', () => {
    const players = withRules(makePlayers(40, 9, true), {
      0: { group: 'g' }, 1: { group: 'g' }, 2: { lock: 3 }, 4: { apart: 'x' }, 5: { apart: 'x' }, 6: { requests: [7] }, 7: { requests: [6] },
    }).map((p, i) => ({ ...p, gender: i % 2 ? 'F' : 'M' }));
    const opts = options(4, { tierBalance: true, region: { weight: 5, mode: 'soft' }, availability: { weight: 3 }, height: { weight: 10 } });

    const first = balanceTeams(players, opts);
    const again = balanceTeams(players, opts);

    expect(again.teams).toEqual(first.teams);
    expect(again.rules).toEqual(first.rules);
  });
});

describe('balanceTeams refuses rules it cannot meet, naming the players', () => {
  it('a group larger than a team can hold', () => {
    const players = named(withRules(makePlayers(8, 10), { 0: { group: 'Big' }, 1: { group: 'Big' }, 2: { group: 'Big' }, 3: { group: 'Big' }, 4: { group: 'Big' } }));

    expect(() => balanceTeams(players, options(2))).toThrow(
      new BalanceInputError('Group "Big" has 5 players (Kid 0, Kid 1, Kid 2, Kid 3, Kid 4), more than the 4 a team holds with 8 players in 2 teams.'),
    );
  });

  it('two locks pulling a group apart', () => {
    const players = named(withRules(makePlayers(8, 11), { 2: { group: 'Kim', lock: 0 }, 3: { group: 'Kim', lock: 1 } }));

    expect(() => balanceTeams(players, options(2))).toThrow(new BalanceInputError('Kid 2 and Kid 3 are in group "Kim" but locked to different teams (team 1 and team 2).'));
  });

  it('more players kept apart than there are teams', () => {
    const players = named(withRules(makePlayers(9, 12), { 0: { apart: 'q' }, 1: { apart: 'q' }, 2: { apart: 'q' }, 3: { apart: 'q' } }));

    expect(() => balanceTeams(players, options(3))).toThrow(
      new BalanceInputError('"q" keeps 4 players apart (Kid 0, Kid 1, Kid 2, Kid 3), more than the 3 teams: two of them would have to play together.'),
    );
  });

  it('a lock naming a team that does not exist', () => {
    const players = named(withRules(makePlayers(8, 13), { 6: { lock: 4 } }));

    expect(() => balanceTeams(players, options(2))).toThrow(new BalanceInputError('Kid 6 is locked to team 5, but there are only 2 teams.'));
  });

  it('players kept apart who must also play together', () => {
    const players = named(withRules(makePlayers(8, 14), { 0: { group: 'Fox', apart: 'z' }, 1: { group: 'Fox', apart: 'z' } }));

    expect(() => balanceTeams(players, options(2))).toThrow(new BalanceInputError('Kid 0 and Kid 1 are kept apart by "z" but must play together in group "Fox".'));
  });

  it('more players locked to a team than it holds', () => {
    const players = named(withRules(makePlayers(6, 15), { 0: { lock: 0 }, 1: { lock: 0 }, 2: { lock: 0, group: 'y' }, 3: { group: 'y' } }));

    expect(() => balanceTeams(players, options(2))).toThrow(
      new BalanceInputError('Team 1 has 4 players locked to it with their groups (Kid 0, Kid 1, Kid 2, Kid 3), more than the 3 a team holds.'),
    );
  });
});
