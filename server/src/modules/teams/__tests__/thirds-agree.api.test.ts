import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { previewAndSave } from '../../../testing/preview-and-save.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

// Twelve players, three teams: the 4th, 5th and 6th strongest tie at 6 on the top/middle boundary.
const ratings = [9, 8, 7, 6, 6, 6, 5, 4, 3, 2, 1, 0];
const csv = ['name,shooting', ...ratings.map((r, i) => `Player ${String.fromCharCode(65 + i)},${r}`)].join('\n');

async function previewSaveAndList() {
  const saved = await previewAndSave(t, csv, 3);
  const listed = await request(t.app).get('/api/teams/').query({ division: saved.division.id }).set(saved.admin.auth);
  return { ...saved, listed: listed.body.results as { id: number; name: string; strength_profile: Record<string, number> }[] };
}

describe('thirds: one tier rule for the preview, View Teams and the fairness report', () => {
  it('puts players who tie on a boundary in the same third, and counts the saved teams as the preview did', async () => {
    const { admin, division, results, summary, listed } = await previewSaveAndList();

    const previewCounts = Object.fromEntries(results.map((team) => [team.team_name, team.tier_counts]));
    const listedCounts = Object.fromEntries(listed.map((team) => [team.name, team.strength_profile]));
    expect(listedCounts).toEqual(previewCounts);
    // The three tied at 6 all count as top: 9 8 7 6 6 6 are top, 5 4 3 2 middle, 1 0 bottom.
    const total = (tier: string) => results.reduce((sum, team) => sum + team.tier_counts[tier]!, 0);
    expect([total('top'), total('middle'), total('bottom')]).toEqual([6, 2, 4]);
    expect(summary.tiers.teams.map((team: { counts: unknown }) => team.counts)).toEqual(results.map((team) => team.tier_counts));
    const report = await request(t.app).get(`/api/divisions/${division.id}/fairness_report/`).set(admin.auth);
    expect(Object.fromEntries(report.body.teams.map((team: { name: string; strength_profile: unknown }) => [team.name, team.strength_profile]))).toEqual(previewCounts);
    // A preview, a save, a list and a report: a busy machine needs more than the default 20 s.
  });
});
