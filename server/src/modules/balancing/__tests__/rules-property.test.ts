import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { checkAssignmentRules } from '../optimizer/report/check-assignment-rules.js';
import type { BalancePlayer } from '../optimizer/model/types.js';

/**
 * Random divisions: 8-30 players, 2-5 teams, siblings in pairs (at most one pair per
 * team, so they always fit), at most one lock per team, one apart key with no more players
 * than teams and none of them grouped or locked, genders and mutual requests at random.
 * Groups can make gender or tier balance impossible (two top players who must play
 * together), so the balance is asserted on divisions without groups.
 */
const division = (withGroups: boolean) => fc
  .record({
    teams: fc.integer({ min: 2, max: 5 }),
    extra: fc.integer({ min: 0, max: 20 }),
    composites: fc.array(fc.integer({ min: 10, max: 90 }), { minLength: 30, maxLength: 30 }),
    genders: fc.array(fc.constantFrom('F', 'M', null), { minLength: 30, maxLength: 30 }),
    pairs: fc.integer({ min: 0, max: 5 }),
    locks: fc.integer({ min: 0, max: 5 }),
    apart: fc.integer({ min: 0, max: 5 }),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .map(({ teams, extra, composites, genders, pairs, locks, apart, seed }) => {
    const n = Math.max(2 * teams + 2, Math.min(30, teams * 3 + extra));
    const players: BalancePlayer[] = Array.from({ length: n }, (_, i) => ({
      composite: composites[i]! / 10,
      region: null,
      conflicts: 0,
      heightCm: null,
      gender: genders[i],
      requests: [],
    }));
    let next = 0;
    for (let g = 0; withGroups && g < Math.min(pairs, teams) && next + 2 <= n; g++, next += 2) {
      players[next]!.group = `g${g}`;
      players[next + 1]!.group = `g${g}`;
    }
    for (let l = 0; l < Math.min(locks, teams) && next < n; l++, next++) players[next]!.lock = l;
    for (let a = 0; a < Math.min(apart, teams) && next < n; a++, next++) players[next]!.apart = 'apart';
    if (n - next >= 2) {
      players[n - 1]!.requests = [n - 2];
      players[n - 2]!.requests = [n - 1];
    }
    return { players, teams, seed };
  });

describe('for random divisions', () => {
  it('every group, lock and team size holds, and apart keys too or a warning says which could not be kept', () => {
    fc.assert(
      fc.property(division(true), ({ players, teams, seed }) => {
        const result = balanceTeams(players, { teamCount: teams, seed, useComposite: true, tierBalance: true, evaluationBudget: 20_000 });

        const broken = checkAssignmentRules(players, result.teams);
        expect(broken.filter((b) => b.rule === 'size' || b.rule === 'group' || b.rule === 'lock')).toEqual([]);
        expect(result.rules.groups.kept).toBe(result.rules.groups.count);
        expect(result.rules.locks.kept).toBe(result.rules.locks.count);
        // Groups and locks can leave no room to keep everyone apart (a pair and a lock filling one of two teams).
        const apartWarnings = result.rules.warnings.filter((w) => w.startsWith('"apart" could not keep'));
        expect(apartWarnings).toHaveLength(result.rules.apart.count - result.rules.apart.kept);
      }),
      { numRuns: 50, seed: 20261123 },
    );
  });

  it('without groups, tiers stay within one of each other, and genders too when tiers are off', () => {
    fc.assert(
      fc.property(division(false), ({ players, teams, seed }) => {
        const tiers = balanceTeams(players.map((p) => ({ ...p, gender: null })), { teamCount: teams, seed, useComposite: true, tierBalance: true, evaluationBudget: 20_000 });
        const genders = balanceTeams(players, { teamCount: teams, seed, useComposite: true, evaluationBudget: 20_000 });

        expect(checkAssignmentRules(players, tiers.teams, { tierBalance: true }).filter((b) => b.rule !== 'gender')).toEqual([]);
        expect(checkAssignmentRules(players, genders.teams)).toEqual([]);
      }),
      { numRuns: 40, seed: 20261124 },
    );
  });
});
