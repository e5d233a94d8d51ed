import { describe, expect, it } from 'vitest';
import { checkAssignmentRules } from '../optimizer/report/check-assignment-rules.js';
import { compareCosts } from '../optimizer/score/formula.js';
import { scoreAssignment } from '../optimizer/score/score-assignment.js';
import type { BalancePlayer } from '../optimizer/model/types.js';

/** Six players of composites 9..4 (two per third) with the rules a trade may break. */
function sixPlayers(): BalancePlayer[] {
  const rules: Partial<BalancePlayer>[] = [
    { label: 'Ada', group: 'Ng' },
    { label: 'Bo', apart: 'feud', requests: [4] },
    { label: 'Cy', lock: 1 },
    { label: 'Di', apart: 'feud' },
    { label: 'Ed', requests: [1] },
    { label: 'Flo', group: 'Ng' },
  ];
  return rules.map((r, i) => ({ composite: 9 - i, region: null, conflicts: 0, heightCm: null, gender: i % 2 ? 'F' : 'M', ...r }));
}

describe('checkAssignmentRules', () => {
  it('finds nothing wrong with teams that keep every rule', () => {
    expect(checkAssignmentRules(sixPlayers(), [[0, 5, 3], [1, 2, 4]], { tierBalance: true })).toEqual([]);
  });

  it('names the split group, the moved locked player and the players kept apart', () => {
    const broken = checkAssignmentRules(sixPlayers(), [[0, 1, 2, 3], [4, 5]], { teamNames: ['Hawks', 'Owls'] });

    expect(broken.map((b) => b.reason)).toEqual([
      'Hawks would have 4 players and Owls only 2: team sizes may differ by at most one.',
      'Group "Ng" would be split: Ada on Hawks, Flo on Owls.',
      'Cy is locked to Owls but would be on Hawks.',
      '"feud" keeps Bo, Di apart, but they would all be on Hawks.',
    ]);
    expect(broken.map((b) => b.rule)).toEqual(['size', 'group', 'lock', 'apart']);
  });

  it('reports uneven genders and tiers', () => {
    const players = sixPlayers().map((p, i) => ({ ...p, group: null, lock: null, apart: null, gender: i < 3 ? 'F' : 'M' }));

    const broken = checkAssignmentRules(players, [[0, 1, 2], [3, 4, 5]], { tierBalance: true });

    expect(broken.map((b) => b.rule)).toEqual(['gender', 'gender', 'tier', 'tier']);
    expect(broken[2]!.reason).toBe('Team 1 would have 2 top-third players and Team 2 0: the counts may differ by at most one.');
  });
});

describe('scoreAssignment', () => {
  it('ranks an assignment that keeps the hard rules above one that breaks them, whatever the spread', () => {
    const players = sixPlayers();
    const options = { teamCount: 2, seed: 1, useComposite: true, tierBalance: true };

    const keeps = scoreAssignment(players, [[0, 5, 3], [1, 2, 4]], options);
    const breaks = scoreAssignment(players, [[0, 5, 4], [1, 3, 2]], options);

    expect(breaks.apartViolations).toBe(1);
    expect(compareCosts(keeps.cost, breaks.cost)).toBeLessThan(0);
  });

  it('counts a broken request against the assignment', () => {
    const players = sixPlayers().map((p) => ({ ...p, apart: null, gender: null }));
    const options = { teamCount: 2, seed: 1, useComposite: true, requestWeight: 10 };

    const together = scoreAssignment(players, [[0, 5, 3], [1, 2, 4]], options);
    const split = scoreAssignment(players, [[0, 5, 4], [1, 2, 3]], options);

    expect(together.brokenRequests).toBe(0);
    expect(split.brokenRequests).toBe(1);
    expect(split.cost.minor - split.terms.spread * (10 / 6.5)).toBeCloseTo(10, 9);
  });
});
