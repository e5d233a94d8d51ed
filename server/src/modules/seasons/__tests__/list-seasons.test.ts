import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('GET /api/seasons/', () => {
  it("answers {count, results} with only the caller league's seasons, each with its status", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const active = await createSeason(t.db, admin.leagueId, { isActive: true });
    const inactive = await createSeason(t.db, admin.leagueId, { isActive: false });
    const stranger = await createAdminInNewLeague(t.db);
    await createSeason(t.db, stranger.leagueId);

    const res = await request(t.app).get('/api/seasons/').set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toEqual(
      expect.arrayContaining([
        {
          id: active.id,
          name: active.name,
          year: 2026,
          start_date: '2026-09-01',
          end_date: '2027-03-31',
          league: admin.leagueId,
          is_active: true,
        },
        expect.objectContaining({ id: inactive.id, is_active: false }),
      ]),
    );
  });

  it('answers an empty list for a league without seasons', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/seasons/').set(admin.auth);

    expect(res.body).toEqual({ count: 0, results: [] });
  });

  it('costs the same number of database operations for 1 season as for 12', async () => {
    const one = await createAdminInNewLeague(t.db);
    const many = await createAdminInNewLeague(t.db);
    await createSeason(t.db, one.leagueId);
    for (let i = 0; i < 12; i += 1) await createSeason(t.db, many.leagueId);
    const counting = createCountingApp(t);

    await request(counting.app).get('/api/seasons/').set(one.auth).expect(200);
    const forOne = counting.operations();
    const res = await request(counting.app).get('/api/seasons/').set(many.auth).expect(200);

    expect(res.body.count).toBe(12);
    expect(counting.operations() - forOne).toBe(forOne);
  });
});
