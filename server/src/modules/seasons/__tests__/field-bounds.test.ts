import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, outOfRangeDates } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const season = { name: 'Fall', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01' };

describe('seasons field bounds', () => {
  it.each(outOfRangeDates)('when the start date is %s, answers 400 naming the start date and adds no season', async (date) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...season, start_date: date });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Start date must be between the years 1900 and 2100.');
    expect(await t.db.season.count({ where: { leagueId: admin.leagueId } })).toBe(0);
  });

  it.each(outOfRangeDates)('when the end date is %s, answers 400 naming the end date', async (date) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...season, start_date: '1900-01-01', end_date: date });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^End date must be/);
  });

  it.each(hostileIds)('when the league is %s, answers 400 naming the league', async (_, league) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...season, league });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('League must be a valid league id.');
  });
});
