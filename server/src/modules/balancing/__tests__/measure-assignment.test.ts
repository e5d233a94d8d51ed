import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import { measureAssignment } from '../optimizer/report/measure-assignment.js';
import { scoreAssignment } from '../optimizer/score/score-assignment.js';
import { makePlayers } from './make-players.js';

describe('measureAssignment', () => {
  it('reports the same terms the objective scores, and per team sums that add up to them', () => {
    const players = makePlayers(60, 7, true).map((p, i) => ({ ...p, gender: i % 2 ? 'F' : 'M', requests: i % 5 === 0 ? [(i + 1) % 60] : [] }));
    const { teams } = balanceTeams(players, { teamCount: 6, seed: 1, useComposite: true });

    const measure = measureAssignment(players, teams);

    const score = scoreAssignment(players, teams, { teamCount: 6, seed: 0, useComposite: true, tierBalance: true });
    expect(measure.terms).toEqual(score.terms);
    expect(measure.requests).toEqual({ total: score.requestCount, honoured: score.requestCount - score.brokenRequests });
    expect(measure.teams.map((t) => t.size)).toEqual(teams.map((m) => m.length));
    const totals = measure.teams.map((t) => t.total);
    expect(Math.max(...totals) - Math.min(...totals)).toBeCloseTo(measure.terms.spread, 9);
    expect(measure.teams.reduce((sum, t) => sum + t.outsideRegion, 0)).toBe(measure.terms.regionPenalty);
    expect(measure.teams.reduce((sum, t) => sum + t.practiceConflicts, 0)).toBe(measure.terms.availabilityPenalty);
    expect(measure.teams.flatMap((t) => t.tiers).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('measures teams whose saved groups no longer fit, instead of refusing them like the balancer', () => {
    const players = makePlayers(4, 3).map((p) => ({ ...p, group: 'Lee' }));

    const measure = measureAssignment(players, [[0, 1], [2, 3]]);

    expect(measure.teams.map((t) => t.size)).toEqual([2, 2]);
  });
});
