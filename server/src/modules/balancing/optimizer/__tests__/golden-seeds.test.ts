import { describe, expect, it } from 'vitest';
import { largeCases, smallCases } from '../../../../../bench/balance/cases.js';
import { addRules, addSmallRules } from '../../../../../bench/balance/rule-division.js';
import { optionsWithTerms } from '../../../../../bench/balance/rules-section.js';
import { generateDivision } from '../../../../../bench/balance/synthetic-division.js';
import { balanceTeams } from '../solve/balance-teams.js';
import { changeRoster } from '../solve/change-roster.js';
import type { BalanceOptions } from '../model/types.js';
import { goldenRow } from './support/golden-row.js';

/**
 * Today's answers on the benchmark's instances (bench/balance/), pinned so the rebuild of
 * issue 25 is measured against them (decision 0035). Fixed seeds and fixed evaluation
 * budgets make every answer exact; the budgets are below the defaults to keep the file near
 * ten seconds of CPU, and a fixed budget also leaves out the block search's extra allowance
 * (balance-teams.ts), which the issue means to rescale. The 2,000-player divisions are left
 * out for time. A failure is a change of result:
 * update the snapshot deliberately (`npx vitest run <this file> -u`) and explain the change
 * in a decision record.
 */

const budget = 300_000;
const ruleBudget = 600_000;

describe('golden seeds without rules: the benchmark divisions up to 400 players', () => {
  const cases = largeCases().filter((c) => c.players <= 400);

  it.each(cases.map((c) => [c.label, c] as const))('%s at 300,000 evaluations', (_, c) => {
    const players = generateDivision(c);
    const options = { ...optionsWithTerms(c.teams, c.seed, c.extras), evaluationBudget: budget };

    const result = balanceTeams(players, options);

    expect(goldenRow(players, options, result)).toMatchSnapshot();
  });
});

describe('golden seeds with the rules of a real registration (siblings, locks, apart, gender, tiers, requests)', () => {
  const ruleSizes: [number, number, boolean][] = [
    [24, 4, false],
    [60, 4, true],
    [120, 8, false],
    [120, 8, true],
    [120, 12, false],
    [400, 12, true],
    [400, 20, false],
  ];
  const rows = ruleSizes.flatMap(([n, k, extras]) =>
    [0, 1, 2].map((r) => [`${n}p/${k}t${extras ? ' +terms' : ''}`, 3000 + n + k + r, n, k, extras] as const),
  );

  it.each(rows)('%s, search seed %i, at 600,000 evaluations', (_, searchSeed, n, k, extras) => {
    const seed = 3000 + n + k;
    const players = addRules(generateDivision({ players: n, skills: 5, extras, seed }), k, seed);
    const options: BalanceOptions = { ...optionsWithTerms(k, searchSeed, extras), tierBalance: true, evaluationBudget: ruleBudget };

    const result = balanceTeams(players, options);

    expect(goldenRow(players, options, result)).toMatchSnapshot();
  });

  it.each([
    [120, 8],
    [120, 12],
  ])('%ip/%it with the hard rules alone (request weight 0)', (n, k) => {
    const seed = 3000 + n + k;
    const players = addRules(generateDivision({ players: n, skills: 5, extras: false, seed }), k, seed);
    const options: BalanceOptions = { ...optionsWithTerms(k, seed, false), tierBalance: true, requestWeight: 0, evaluationBudget: ruleBudget };

    const result = balanceTeams(players, options);

    expect(goldenRow(players, options, result)).toMatchSnapshot();
  });
});

describe('golden seeds on the exhaustive check’s small divisions with rules', () => {
  const cases = smallCases(20).filter((c) => c.players <= 12);

  it.each(cases.map((c) => [`${c.label}${c.extras ? ' +terms' : ''} seed ${c.seed}`, c] as const))('%s at 50,000 evaluations', (_, c) => {
    const players = addSmallRules(generateDivision(c), c.teams, c.seed);
    const options: BalanceOptions = { ...optionsWithTerms(c.teams, c.seed, c.extras), tierBalance: true, evaluationBudget: 50_000 };

    const result = balanceTeams(players, options);

    expect(goldenRow(players, options, result)).toMatchSnapshot();
  });
});

describe('golden seeds for a roster change: 6 late sign-ups on 120 players in 8 teams', () => {
  const seed = 7120;
  const teamCount = 8;
  const optionsFor = (s: number): BalanceOptions => ({ teamCount, seed: s, useComposite: true, tierBalance: true, requestWeight: 5, evaluationBudget: 200_000 });
  const players = generateDivision({ players: 120, skills: 5, extras: false, seed });
  // The stored roster: the first 114 players balanced and saved before the last 6 signed up.
  let stored: number[] | undefined;
  const storedRoster = () => {
    if (stored) return stored;
    stored = new Array<number>(players.length).fill(-1);
    balanceTeams(players.slice(0, 114), optionsFor(seed)).teams.forEach((members, t) => members.forEach((i) => (stored![i] = t)));
    return stored;
  };
  const rowOf = (current: number[], teams: number[][]) => ({
    moves: teams.reduce((moves, members, t) => moves + members.filter((i) => current[i]! >= 0 && current[i] !== t).length, 0),
  });

  it.each([0, 5])('placing them with at most %i moves', (maxMoves) => {
    const current = storedRoster();

    const result = changeRoster(players, optionsFor(seed), { current, place: { maxMoves } });

    expect({ ...goldenRow(players, optionsFor(seed), result), ...rowOf(current, result.teams) }).toMatchSnapshot();
  });

  it.each([3, 10])('rebalancing with keep-current weight %i', (keepCurrentWeight) => {
    const current = storedRoster();

    const result = changeRoster(players, optionsFor(seed), { current, keepCurrentWeight });

    expect({ ...goldenRow(players, optionsFor(seed), result), ...rowOf(current, result.teams) }).toMatchSnapshot();
  });
});
