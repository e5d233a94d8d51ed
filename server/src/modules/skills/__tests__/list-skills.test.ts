import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('GET /api/skills/', () => {
  it("answers {count, results} with the division's skills in creation order", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const first = await createSkill(t.db, division.id, { name: 'Shooting', weight: 4, normalizationFactor: 100 });
    const second = await createSkill(t.db, division.id, { name: 'Defense' });
    await createSkill(t.db, (await createDivision(t.db, admin.leagueId)).id);

    const res = await request(t.app).get('/api/skills/').query({ division: division.id }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 2,
      results: [
        { id: first.id, name: 'Shooting', description: '', weight: 4, normalization_factor: 100, division: division.id },
        { id: second.id, name: 'Defense', description: '', weight: 1, normalization_factor: 10, division: division.id },
      ],
    });
  });

  it("without a division filter, answers every skill of the caller's league and none of another's", async () => {
    const admin = await createAdminInNewLeague(t.db);
    await createSkill(t.db, (await createDivision(t.db, admin.leagueId)).id);
    await createSkill(t.db, (await createDivision(t.db, admin.leagueId)).id);
    const stranger = await createAdminInNewLeague(t.db);
    await createSkill(t.db, (await createDivision(t.db, stranger.leagueId)).id);

    const res = await request(t.app).get('/api/skills/').set(admin.auth);

    expect(res.body.count).toBe(2);
  });

  it("when the division is another league's, answers 404", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, stranger.leagueId);
    await createSkill(t.db, theirs.id);

    const res = await request(t.app).get('/api/skills/').query({ division: theirs.id }).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Division was not found.');
  });

  it('when the division filter is not an id, answers 400 saying so', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/skills/').query({ division: 'u12' }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The division filter must be a division id.');
  });

  it('costs the same number of database operations for 1 skill as for 10', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const small = await createDivision(t.db, admin.leagueId);
    const large = await createDivision(t.db, admin.leagueId);
    await createSkill(t.db, small.id);
    for (let i = 0; i < 10; i += 1) await createSkill(t.db, large.id);
    const counting = createCountingApp(t);

    await request(counting.app).get('/api/skills/').query({ division: small.id }).set(admin.auth).expect(200);
    const forOne = counting.operations();
    const res = await request(counting.app).get('/api/skills/').query({ division: large.id }).set(admin.auth).expect(200);

    expect(res.body.count).toBe(10);
    expect(counting.operations() - forOne).toBe(forOne);
  });
});
