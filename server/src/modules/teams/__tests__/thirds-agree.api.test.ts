import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

// Twelve players, three teams: the 4th, 5th and 6th strongest tie at 6 on the top/middle boundary.
const ratings = [9, 8, 7, 6, 6, 6, 5, 4, 3, 2, 1, 0];
const csv = ['name,shooting', ...ratings.map((r, i) => `Player ${String.fromCharCode(65 + i)},${r}`)].join('\n');

async function previewAndSave() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const fields: Record<string, string> = {
    league_id: String(admin.leagueId),
    division_id: String(division.id),
    number_of_teams: '3',
    skill_mapping: JSON.stringify({ [shooting.id]: 'shooting' }),
    selected_skills: JSON.stringify([shooting.id]),
    seed: '5',
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(admin.auth);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  const preview = await req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
  expect(preview.status).toBe(200);
  const results = preview.body.data.results as { team_name: string; players: unknown[]; tier_counts: Record<string, number> }[];
  const saved = await request(t.app).post('/api/players/persist_teams/').set(admin.auth)
    .send({ league_id: admin.leagueId, division_id: division.id, teams: results.map((team) => ({ team_name: team.team_name, players: team.players })) });
  expect(saved.status).toBe(201);
  const listed = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth);
  return { admin, division, results, summary: preview.body.data.summary, listed: listed.body.results as { id: number; name: string; strength_profile: Record<string, number> }[] };
}

describe('thirds: one tier rule for the preview, View Teams and the fairness report', () => {
  it('puts players who tie on a boundary in the same third, and counts the saved teams as the preview did', async () => {
    const { admin, division, results, summary, listed } = await previewAndSave();

    const previewCounts = Object.fromEntries(results.map((team) => [team.team_name, team.tier_counts]));
    const listedCounts = Object.fromEntries(listed.map((team) => [team.name, team.strength_profile]));
    expect(listedCounts).toEqual(previewCounts);
    // The three tied at 6 all count as top: 9 8 7 6 6 6 are top, 5 4 3 2 middle, 1 0 bottom.
    const total = (tier: string) => results.reduce((sum, team) => sum + team.tier_counts[tier]!, 0);
    expect([total('top'), total('middle'), total('bottom')]).toEqual([6, 2, 4]);
    expect(summary.tiers.teams.map((team: { counts: unknown }) => team.counts)).toEqual(results.map((team) => team.tier_counts));
    const report = await request(t.app).get(`/api/divisions/${division.id}/fairness_report/`).set(admin.auth);
    expect(Object.fromEntries(report.body.teams.map((team: { name: string; strength_profile: unknown }) => [team.name, team.strength_profile]))).toEqual(previewCounts);
  });
});
