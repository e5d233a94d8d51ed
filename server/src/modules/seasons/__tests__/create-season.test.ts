import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createLeague, unique } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const validBody = (league: number) => ({
  name: unique('Fall '),
  year: 2026,
  start_date: '2026-09-01',
  end_date: '2027-03-31',
  league,
  is_active: true,
});

describe('POST /api/seasons/', () => {
  it('creates the season in the caller league and answers 201 with the row', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const body = validBody(admin.leagueId);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...body });
    expect(await t.db.season.count({ where: { leagueId: admin.leagueId } })).toBe(1);
  });

  it('makes the season active when is_active and league are left out', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const { league: _league, is_active: _active, ...body } = validBody(admin.leagueId);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_active: true, league: admin.leagueId });
  });

  it('makes the other seasons of the league inactive when an active one is created, and leaves other leagues alone', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const older = await createSeason(t.db, admin.leagueId, { isActive: true });
    const neighbour = await createAdminInNewLeague(t.db);
    const neighbours = await createSeason(t.db, neighbour.leagueId, { isActive: true });

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send(validBody(admin.leagueId)).expect(201);

    const list = await request(t.app).get('/api/seasons/').set(admin.auth);
    const active = list.body.results.filter((s: { is_active: boolean }) => s.is_active).map((s: { id: number }) => s.id);
    expect(active).toEqual([res.body.id]);
    expect(list.body.results.map((s: { id: number }) => s.id)).toContain(older.id);
    expect((await t.db.season.findUniqueOrThrow({ where: { id: neighbours.id } })).isActive).toBe(true);
  });

  it('leaves the active season active when an inactive one is created', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const current = await createSeason(t.db, admin.leagueId, { isActive: true });

    await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...validBody(admin.leagueId), is_active: false }).expect(201);

    expect((await t.db.season.findUniqueOrThrow({ where: { id: current.id } })).isActive).toBe(true);
  });

  it('accepts an end date equal to the start date', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app)
      .post('/api/seasons/')
      .set(admin.auth)
      .send({ ...validBody(admin.leagueId), start_date: '2026-06-01', end_date: '2026-06-01', is_active: false });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ start_date: '2026-06-01', end_date: '2026-06-01', is_active: false });
  });

  it.each([
    [{ name: '' }, 'Season name is required.', 'name'],
    [{ name: undefined }, 'Season name is required.', 'name'],
    [{ name: 'x'.repeat(121) }, 'Season name must be at most 120 characters long.', 'name'],
    [{ year: 'soon' }, 'Year must be a whole number between 1900 and 2100.', 'year'],
    [{ year: 2026.5 }, 'Year must be a whole number between 1900 and 2100.', 'year'],
    [{ start_date: undefined }, 'Start date is required.', 'start_date'],
    [{ start_date: '2026-13-01' }, 'Start date must be a valid date in YYYY-MM-DD format.', 'start_date'],
    [{ end_date: '31/03/2027' }, 'End date must be a valid date in YYYY-MM-DD format.', 'end_date'],
    [{ end_date: '2026-08-31' }, 'End date must be on or after the start date.', 'end_date'],
    [{ is_active: 'yes' }, 'is_active must be true or false.', 'is_active'],
  ])('when the input is %o, answers 400 "%s" and creates nothing', async (patch, message, field) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...validBody(admin.leagueId), ...patch });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'validation_error' });
    expect(res.body.details.fields).toHaveProperty(field);
    expect(await t.db.season.count({ where: { leagueId: admin.leagueId } })).toBe(0);
  });

  it('when the league already has a season of that name (any case), answers 400 naming it', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const existing = await createSeason(t.db, admin.leagueId);

    const res = await request(t.app)
      .post('/api/seasons/')
      .set(admin.auth)
      .send({ ...validBody(admin.leagueId), name: existing.name.toUpperCase() });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: `A season named "${existing.name.toUpperCase()}" already exists in this league.`, code: 'season_name_taken' });
  });

  it('allows the same season name in another league', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const otherLeague = await createLeague(t.db);
    const theirs = await createSeason(t.db, otherLeague.id);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...validBody(admin.leagueId), name: theirs.name });

    expect(res.status).toBe(201);
  });

  it("when the league is another league's id, answers 404 and creates nothing there", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const otherLeague = await createLeague(t.db);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send(validBody(otherLeague.id));

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('League was not found.');
    expect(await t.db.season.count({ where: { leagueId: otherLeague.id } })).toBe(0);
  });
});

describe('POST /api/seasons/{id}/activate/', () => {
  it("makes an older season the league's active one again and the current one inactive", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const older = await createSeason(t.db, admin.leagueId, { isActive: false });
    const current = await createSeason(t.db, admin.leagueId, { isActive: true });

    const res = await request(t.app).post(`/api/seasons/${older.id}/activate/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: older.id, is_active: true });
    expect((await t.db.season.findUniqueOrThrow({ where: { id: current.id } })).isActive).toBe(false);
  });

  it("answers 404 for another league's season and changes nothing", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const other = await createAdminInNewLeague(t.db);
    const theirs = await createSeason(t.db, other.leagueId, { isActive: false });

    const res = await request(t.app).post(`/api/seasons/${theirs.id}/activate/`).set(admin.auth);

    expect(res.status).toBe(404);
    expect((await t.db.season.findUniqueOrThrow({ where: { id: theirs.id } })).isActive).toBe(false);
  });
});
