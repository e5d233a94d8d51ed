import request from 'supertest';
import { expect } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { createAdminInNewLeague } from './factories.js';
import { createDivision, createSkill } from './league-fixtures.js';
import type { TestContext } from './test-app.js';

/** A new league's admin and division with one 0-10 skill read from the CSV column `column`. */
export async function arrangeSkilledDivision(t: TestContext, skillName: string, column: string) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: skillName, weight: 1, normalizationFactor: 10 });
  return { admin, division, skill, column };
}
export type SkilledDivision = Awaited<ReturnType<typeof arrangeSkilledDivision>>;

/** The multipart fields naming the division and its one skill's column. */
export function divisionFields(a: SkilledDivision, withSkill = true): Record<string, string> {
  const fields = { league_id: String(a.admin.leagueId), division_id: String(a.division.id) };
  if (!withSkill) return fields;
  return { ...fields, skill_mapping: JSON.stringify({ [a.skill.id]: a.column }), selected_skills: JSON.stringify([a.skill.id]) };
}

/** The Create Teams preview request: `fields` as multipart fields, the CSV as its file. */
export function postBalancePreview(t: TestContext, a: SkilledDivision, fields: Record<string, string>, csv: string, filename = 'players.csv') {
  let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename, contentType: 'text/csv' });
}

/** The preview of `csv` for the division's skill; fails the test unless it answers 200. */
export async function previewTeams(t: TestContext, a: SkilledDivision, fields: Record<string, string>, csv: string, filename?: string) {
  const res = await postBalancePreview(t, a, { ...divisionFields(a), ...fields }, csv, filename);
  expect(res.status).toBe(200);
  return res.body.data as BalancePreviewDto;
}
