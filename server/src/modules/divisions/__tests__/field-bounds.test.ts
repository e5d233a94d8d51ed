import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, hostileIdTexts } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('divisions field bounds', () => {
  it.each(hostileIds)('when a new division names season %s, answers 400 naming the season and adds no division', async (_, season) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/divisions/').set(admin.auth).send({ name: 'U12', season });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Season is required.');
    expect(await t.db.division.count({ where: { leagueId: admin.leagueId } })).toBe(0);
  });

  it.each(hostileIdTexts)('when the list is filtered by season %s, answers 400 naming the season filter', async (_, season) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/divisions/').query({ season }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The season filter must be a season id.');
  });
});
