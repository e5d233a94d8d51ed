import { describe, expect, it } from 'vitest';
import { findExactOptimumWithRules } from '../../../../bench/balance/exhaustive-rules.js';
import { findExactOptimum } from '../../../../bench/balance/exhaustive.js';
import { addSmallRules } from '../../../../bench/balance/rule-division.js';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { compareCosts, measureScales, scoreTerms } from '../optimizer/score/formula.js';
import { scoreAssignment } from '../optimizer/score/score-assignment.js';
import { makePlayers } from './make-players.js';

describe('balanceTeams on instances small enough to enumerate', () => {
  it.each([
    [8, 2, 31, false],
    [9, 3, 32, false],
    [10, 2, 33, true],
    [12, 3, 34, true],
    [12, 4, 35, true],
  ])('%i players into %i teams (seed %i, extra terms %s) reach the exact optimum', (count, teams, seed, extras) => {
    const players = makePlayers(count, seed, extras);
    const weights = { region: extras ? 5 : 0, availability: extras ? 3 : 0, height: extras ? 10 : 0, regionMode: 'soft' as const };

    const result = balanceTeams(players, {
      teamCount: teams,
      seed,
      useComposite: true,
      region: extras ? { weight: 5, mode: 'soft' } : null,
      availability: extras ? { weight: 3 } : null,
      height: extras ? { weight: 10 } : null,
      evaluationBudget: 200_000,
    });

    const optimum = findExactOptimum(players, teams, weights);
    expect(compareCosts(scoreTerms(result.terms, weights, measureScales(players)), optimum.cost)).toBe(0);
  });
});

describe('balanceTeams with rules on instances small enough to enumerate', () => {
  it.each([
    [8, 2, 41, false],
    [9, 3, 42, false],
    [10, 2, 43, true],
    [12, 3, 44, true],
  ])('%i players into %i teams (seed %i, extra terms %s) with a sibling pair, a lock, an apart pair, a request, gender and tiers reach the exact optimum', (count, teams, seed, extras) => {
    const players = addSmallRules(makePlayers(count, seed, extras), teams, seed);
    const options = {
      teamCount: teams,
      seed,
      useComposite: true,
      tierBalance: true,
      region: extras ? { weight: 5, mode: 'soft' as const } : null,
      availability: extras ? { weight: 3 } : null,
      height: extras ? { weight: 10 } : null,
      evaluationBudget: 200_000,
    };

    const result = balanceTeams(players, options);

    const optimum = findExactOptimumWithRules(players, options)!;
    expect(compareCosts(scoreAssignment(players, result.teams, options).cost, optimum.cost)).toBe(0);
  });
});
