import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { hostileIds, hostileIdTexts, subnormalNumbers } from '../../../testing/hostile-numbers.js';
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

  it.each(subnormalNumbers)('when a rated skill\'s factor becomes %s, keeps the ratings and caps the composites at 10', async (_, factor) => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id);
    const player = await createPlayer(t.db, division, { name: 'Ann', ratings: { [skill.id]: 5 } });

    const res = await request(t.app).put(`/api/skills/${skill.id}/`).set(admin.auth).send({ normalization_factor: factor });

    expect(res.status).toBe(200);
    expect(res.body.normalization_factor).toBe(factor);
    expect(await t.db.player.findUniqueOrThrow({ where: { id: player.id } })).toMatchObject({ overallSkill: 10 });
  });
});
