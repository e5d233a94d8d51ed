import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../testing/factories.js';
import { createDivision } from '../testing/league-fixtures.js';
import { useTestApp } from '../testing/test-app.js';

const t = useTestApp();

// PostgreSQL text and jsonb cannot hold U+0000: every text a request carries is checked once,
// before any route reads it, and a NUL answers 400 naming the field (decision 0032).
describe('a NUL character in any text of a request', () => {
  it('in a JSON field answers 400 naming the field, and adds nothing', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: 'Hawks\u0000', division: division.id, league: admin.leagueId });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'name contains a NUL character (U+0000), which cannot be stored. Remove it and try again.',
      code: 'unstorable_text',
      details: { fields: { name: 'contains a NUL character' } },
    });
    expect(await t.db.team.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('in a key or value nested in additional_data answers 400 naming where it is', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const player = { name: 'Ann Lee', division: division.id, league: admin.leagueId };

    const inKey = await request(t.app).post('/api/players/').set(admin.auth).send({ ...player, additional_data: { 'shirt\u0000': 'M' } });
    const inValue = await request(t.app).post('/api/players/').set(admin.auth).send({ ...player, additional_data: { notes: ['ok', 'a\u0000b'] } });

    expect(inKey.status).toBe(400);
    expect(inKey.body.error).toMatch(/^additional_data\.shirt\\0 contains a NUL character/);
    expect(inValue.status).toBe(400);
    expect(inValue.body.details).toEqual({ fields: { 'additional_data.notes.1': 'contains a NUL character' } });
    expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('in a search query answers 400 naming the parameter', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).get('/api/players/').query({ division: division.id, search: 'Ann\u0000' }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^search contains a NUL character/);
  });

  it('in a sign-in name answers 400 before the login limits count it', async () => {
    const res = await request(t.app).post('/api/auth/login/').send({ username: 'coach\u0000', password: 'whatever-password' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('unstorable_text');
  });
});
