import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { createDivision, createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const season = await createSeason(t.db, admin.leagueId);
  const body = { name: unique('U12 '), season: season.id, min_age: 10, max_age: 12, description: 'Middle school' };
  return { admin, season, body };
}

describe('POST /api/divisions/', () => {
  it('creates the division in the season and answers 201 with the row and its season name', async () => {
    const { admin, season, body } = await arrange();

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...body, season_name: season.name, league: admin.leagueId, households_as_groups: true });
    expect(await t.db.division.count({ where: { seasonId: season.id } })).toBe(1);
  });

  it('accepts a division without ages or description (blank ages mean not specified)', async () => {
    const { admin, season } = await arrange();

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ name: 'Open', season: String(season.id), min_age: '' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Open', season: season.id, min_age: null, max_age: null, description: '' });
  });

  it('accepts equal minimum and maximum ages', async () => {
    const { admin, body } = await arrange();

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, min_age: 11, max_age: 11 });

    expect(res.status).toBe(201);
  });

  it.each([
    [{ name: '  ' }, 'Division name is required.', 'name'],
    [{ name: undefined }, 'Division name is required.', 'name'],
    [{ name: 'x'.repeat(121) }, 'Division name must be at most 120 characters long.', 'name'],
    [{ season: undefined }, 'Season is required.', 'season'],
    [{ season: 'first' }, 'Season is required.', 'season'],
    [{ min_age: -1 }, 'Minimum age must be a whole number between 0 and 99.', 'min_age'],
    [{ max_age: 10.5 }, 'Maximum age must be a whole number between 0 and 99.', 'max_age'],
    [{ min_age: 13, max_age: 12 }, 'Minimum age must not be greater than maximum age.', 'max_age'],
    [{ description: 42 }, 'Description must be text.', 'description'],
  ])('when the input is %o, answers 400 "%s" and creates nothing', async (patch, message, field) => {
    const { admin, season, body } = await arrange();

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, ...patch });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'validation_error' });
    expect(res.body.details.fields).toHaveProperty(field);
    expect(await t.db.division.count({ where: { seasonId: season.id } })).toBe(0);
  });

  it('when the season already has a division of that name (any case), answers 400 naming it', async () => {
    const { admin, season, body } = await arrange();
    const existing = await createDivision(t.db, admin.leagueId, { seasonId: season.id });

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, name: existing.name.toLowerCase() });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: `A division named "${existing.name.toLowerCase()}" already exists in this season.`,
      code: 'division_name_taken',
    });
  });

  it('allows the same division name in another season', async () => {
    const { admin, body } = await arrange();
    const existing = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, name: existing.name });

    expect(res.status).toBe(201);
  });

  it("when the body names another league, answers 404 and creates nothing", async () => {
    const { admin, season, body } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, league: stranger.leagueId });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('League was not found.');
    expect(await t.db.division.count({ where: { seasonId: season.id } })).toBe(0);
  });

  it("when the season is another league's, answers 404 and creates nothing there", async () => {
    const { admin, body } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createSeason(t.db, stranger.leagueId);

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ ...body, season: theirs.id });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Season was not found.');
    expect(await t.db.division.count({ where: { seasonId: theirs.id } })).toBe(0);
  });
});
