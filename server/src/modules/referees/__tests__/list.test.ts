import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('GET /api/referees/list/', () => {
  it.each(['referee_admin', 'admin'] as const)("a %s sees the referees of their own league only", async (userType) => {
    const manager = await createUser(t.db, { userType });
    const referee = await createUser(t.db, { userType: 'referee', leagueId: manager.leagueId });
    const chief = await createUser(t.db, { userType: 'referee_admin', leagueId: manager.leagueId });
    const outsider = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).get('/api/referees/list/').set(manager.auth);

    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([referee.id, chief.id]));
    expect(ids).not.toContain(outsider.id);
    expect(res.body.count).toBe(res.body.results.length);
    expect(res.body.results[0]).toHaveProperty('certification_level');
  });

  it('does not list league administrators, who do not officiate', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });

    const res = await request(t.app).get('/api/referees/list/').set(admin.auth);

    expect(res.body.results.map((r: { id: number }) => r.id)).not.toContain(admin.id);
  });

  it('refuses a referee with 403', async () => {
    const referee = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).get('/api/referees/list/').set(referee.auth);

    expect(res.status).toBe(403);
  });

  it('without a token answers 401', async () => {
    const res = await request(t.app).get('/api/referees/list/');

    expect(res.status).toBe(401);
  });
});
