import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, hostileIdTexts } from '../../../testing/hostile-numbers.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('teams field bounds', () => {
  it.each(hostileIds)('when a new team names division %s, answers 400 naming the division and adds no team', async (_, division) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: 'Hawks', division });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Division must be/);
    expect(await t.db.team.count({ where: { leagueId: admin.leagueId } })).toBe(0);
  });

  it.each(hostileIdTexts)('when the list is filtered by season %s, answers 400 naming the season', async (_, season) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/teams/').query({ season }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Season must be/);
  });

  it.each(hostileIdTexts)('when an export asks for skill %s, answers 400 naming skill_ids', async (_, skill) => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).get('/api/teams/export/').query({ division: division.id, skill_ids: skill }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('skill_ids must be comma-separated skill ids.');
  });
});
