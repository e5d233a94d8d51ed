import request from 'supertest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createSkill, createTeam } from '../../../testing/league-fixtures.js';
import type { TestContext } from '../../../testing/test-app.js';

// Two seasons of one league, for the ratings tests: Fall 2025 (U10) and Fall 2026 (U12).

export async function arrangeLeague(t: TestContext) {
  const admin = await createAdminInNewLeague(t.db);
  const season = (name: string, start: string) =>
    t.db.season.create({ data: { name, year: Number(start.slice(0, 4)), startDate: new Date(start), endDate: new Date(`${Number(start.slice(0, 4)) + 1}-03-31`), leagueId: admin.leagueId } });
  const fall25 = await season('Fall 2025', '2025-09-01');
  const fall26 = await season('Fall 2026', '2026-09-01');
  const u10 = await t.db.division.create({ data: { name: 'U10', seasonId: fall25.id, leagueId: admin.leagueId } });
  const u12 = await t.db.division.create({ data: { name: 'U12', seasonId: fall26.id, leagueId: admin.leagueId } });
  const shooting10 = await createSkill(t.db, u10.id, { name: 'Shooting', normalizationFactor: 10 });
  const defense10 = await createSkill(t.db, u10.id, { name: 'Defense', normalizationFactor: 10 });
  const shooting12 = await createSkill(t.db, u12.id, { name: 'shooting', normalizationFactor: 5 });
  const passing12 = await createSkill(t.db, u12.id, { name: 'Passing', normalizationFactor: 10 });
  return { admin, u10, u12, shooting10, defense10, shooting12, passing12 };
}
export type League = Awaited<ReturnType<typeof arrangeLeague>>;

export function importExport(t: TestContext, l: League, divisionId: number, csv: string, fields: Record<string, string> = {}) {
  let req = request(t.app).post('/api/players/import/').set(l.admin.auth).field('division_id', String(divisionId));
  for (const [key, value] of Object.entries({ dry_run: 'false', ...fields })) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
}

export function importRatingsFile(t: TestContext, l: League, divisionId: number, csv: string, fields: Record<string, string> = {}) {
  let req = request(t.app).post('/api/ratings/import/').set(l.admin.auth).field('division_id', String(divisionId));
  for (const [key, value] of Object.entries({ dry_run: 'false', ...fields })) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'ratings.csv', contentType: 'text/csv' });
}

/** Registers the file's players in U10 and puts them all on two teams, alternately. */
export async function registerU10(t: TestContext, l: League, csv: string) {
  await importExport(t, l, l.u10.id, csv);
  const teams = [await createTeam(t.db, l.u10.id, l.admin.leagueId, { name: 'Hawks', coach: 'Sam Lee' }), await createTeam(t.db, l.u10.id, l.admin.leagueId, { name: 'Owls', coach: 'Kim Diaz' })];
  const players = await t.db.player.findMany({ where: { divisionId: l.u10.id }, orderBy: { id: 'asc' } });
  for (const [i, p] of players.entries()) await t.db.player.update({ where: { id: p.id }, data: { teamId: teams[i % 2]!.id } });
  return { teams, players };
}
