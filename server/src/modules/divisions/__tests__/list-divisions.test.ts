import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { createDivision, createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('GET /api/divisions/', () => {
  it("answers {count, results} with the caller league's divisions, each carrying its season name", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const division = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
    await createDivision(t.db, admin.leagueId);
    const stranger = await createAdminInNewLeague(t.db);
    await createDivision(t.db, stranger.leagueId);

    const res = await request(t.app).get('/api/divisions/').set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toContainEqual({
      id: division.id,
      name: division.name,
      season: season.id,
      season_name: season.name,
      min_age: 10,
      max_age: 12,
      description: '',
      league: admin.leagueId,
      households_as_groups: true,
    });
  });

  it('filters by season', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const inSeason = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
    await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).get('/api/divisions/').query({ season: season.id }).set(admin.auth);

    expect(res.body).toMatchObject({ count: 1, results: [{ id: inSeason.id, season: season.id }] });
  });

  it("accepts the caller's own league as a filter", async () => {
    const admin = await createAdminInNewLeague(t.db);
    await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).get('/api/divisions/').query({ league: admin.leagueId }).set(admin.auth);

    expect(res.body.count).toBe(1);
  });

  it.each([
    ['league', 'League was not found.'],
    ['season', 'Season was not found.'],
  ])("when the %s filter is another league's, answers 404", async (filter, message) => {
    const admin = await createAdminInNewLeague(t.db);
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, stranger.leagueId);
    const id = filter === 'league' ? stranger.leagueId : theirs.seasonId;

    const res = await request(t.app).get('/api/divisions/').query({ [filter]: id }).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe(message);
  });

  it('when a filter is not an id, answers 400 naming it', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/divisions/').query({ season: 'spring' }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The season filter must be a season id.');
  });

  it('costs the same number of database operations for 1 division as for 12 across seasons', async () => {
    const one = await createAdminInNewLeague(t.db);
    const many = await createAdminInNewLeague(t.db);
    await createDivision(t.db, one.leagueId);
    for (let i = 0; i < 12; i += 1) await createDivision(t.db, many.leagueId);
    const counting = createCountingApp(t);

    await request(counting.app).get('/api/divisions/').set(one.auth).expect(200);
    const forOne = counting.operations();
    const res = await request(counting.app).get('/api/divisions/').set(many.auth).expect(200);

    expect(res.body.count).toBe(12);
    expect(res.body.results.every((d: { season_name: string }) => d.season_name.startsWith('Season '))).toBe(true);
    expect(counting.operations() - forOne).toBe(forOne);
  });
});
