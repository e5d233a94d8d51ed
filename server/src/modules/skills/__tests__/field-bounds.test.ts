import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, hostileIdTexts } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('skills field bounds', () => {
  it.each(hostileIds)('when a new skill names division %s, answers 400 asking for a division and adds no skill', async (_, division) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send({ name: 'Passing', division });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please select a division before creating a skill.');
    expect(await t.db.skill.count({ where: { division: { leagueId: admin.leagueId } } })).toBe(0);
  });

  it.each(hostileIdTexts)('when the list is filtered by division %s, answers 400 naming the division filter', async (_, division) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/skills/').query({ division }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The division filter must be a division id.');
  });
});
