import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer } from '../model/types.js';
import { balanceTeams } from '../solve/balance-teams.js';

/** 24 players in 4 teams; the 8 strongest go to one school, so an even spread alone would not spread them. */
function division(): BalancePlayer[] {
  const random = createRandom(41);
  return Array.from({ length: 24 }, (_, i) => ({
    label: `P${i}`,
    composite: i < 8 ? 8 + random.next() : 3 + random.next() * 3,
    region: null,
    conflicts: 0,
    heightCm: null,
    school: i < 8 ? 'Lincoln' : i % 2 === 0 ? 'Roosevelt' : null,
  }));
}

const options: BalanceOptions = { teamCount: 4, seed: 7, useComposite: true, maxPerSchool: 2, evaluationBudget: 200_000 };
const perTeam = (teams: number[][], players: BalancePlayer[], school: string) => teams.map((members) => members.filter((i) => players[i]!.school === school).length);

describe('at most N players from one school per team', () => {
  it('spreads a school with more players than one team may take over the teams', () => {
    const players = division();

    const result = balanceTeams(players, options);

    expect(perTeam(result.teams, players, 'Lincoln')).toEqual([2, 2, 2, 2]);
    expect(Math.max(...perTeam(result.teams, players, 'Roosevelt'))).toBeLessThanOrEqual(2);
    expect(result.rules.schools).toEqual({ limit: 2, count: 2, kept: 2 });
    expect(result.rules.warnings).toEqual([]);
  });

  it('names the school, the team and the limit when locks break it', () => {
    const players = division().map((p, i) => (i < 3 ? { ...p, lock: 0 } : p));

    const result = balanceTeams(players, options);

    expect(perTeam(result.teams, players, 'Lincoln')[0]).toBe(3);
    expect(result.rules.schools).toEqual({ limit: 2, count: 2, kept: 1 });
    expect(result.rules.warnings).toContain('School "Lincoln" has 3 players on Team 1, more than the limit of 2 per team.');
  });

  it('refuses a school with more players than the teams can take under the limit', () => {
    const players = division().map((p, i) => (i < 10 ? { ...p, school: 'Lincoln' } : p));

    expect(() => balanceTeams(players, { ...options, maxPerSchool: 2 })).toThrow(BalanceInputError);
    expect(() => balanceTeams(players, { ...options, maxPerSchool: 2 })).toThrow('School "Lincoln" has 10 players, more than 4 teams can take at 2 per team.');
  });

  it('ignores schools when no limit is set', () => {
    const players = division();
    const withoutSchools = players.map(({ school: _school, ...p }) => p);

    const result = balanceTeams(players, { ...options, maxPerSchool: null });

    expect(result.teams).toEqual(balanceTeams(withoutSchools, { ...options, maxPerSchool: null }).teams);
    expect(result.rules.schools).toEqual({ limit: null, count: 0, kept: 0 });
  });
});
