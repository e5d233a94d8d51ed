import request from 'supertest';
import { expect } from 'vitest';
import { createAdminInNewLeague } from './factories.js';
import { createDivision, createSkill } from './league-fixtures.js';
import type { TestContext } from './test-app.js';

export type PreviewTeam = { team_name: string; players: unknown[]; composite_total: number; player_count: number; tier_counts: Record<string, number> };

/**
 * The admin's Create Teams round trip through the API: a CSV with one 0-10 skill column
 * `shooting` balanced into `teams` (the preview), then saved as it came back. `fields` adds
 * or overrides multipart fields (request column, mutual only, seed).
 */
export async function previewAndSave(t: TestContext, csv: string, teams: number, fields: Record<string, string> = {}) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const all: Record<string, string> = {
    league_id: String(admin.leagueId),
    division_id: String(division.id),
    number_of_teams: String(teams),
    skill_mapping: JSON.stringify({ [shooting.id]: 'shooting' }),
    selected_skills: JSON.stringify([shooting.id]),
    seed: '5',
    ...fields,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(admin.auth);
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  const preview = await req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
  expect(preview.status).toBe(200);
  const results = preview.body.data.results as PreviewTeam[];
  const saved = await request(t.app).post('/api/players/persist_teams/').set(admin.auth)
    .send({ league_id: admin.leagueId, division_id: division.id, teams: results.map((team) => ({ team_name: team.team_name, players: team.players })) });
  expect(saved.status).toBe(201);
  return { admin, division, results, summary: preview.body.data.summary };
}
