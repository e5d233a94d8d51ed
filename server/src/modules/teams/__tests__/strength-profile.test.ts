import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

describe('team strength profiles on the teams list', () => {
  it('counts each team’s players in the division’s top, middle and bottom thirds and averages each skill', async () => {
    const { admin, division, teamA, teamB, shooting, defense, addPlayer } = await arrangeLeague(t.db);
    for (const [name, overall, team] of [['Ann', 9, teamA.id], ['Bo', 8, teamA.id], ['Cy', 2, teamA.id], ['Dee', 7, teamB.id], ['Eve', 5, teamB.id], ['Flo', 1, teamB.id]] as const) {
      await addPlayer(name, overall, team);
    }
    await addPlayer('Late Sign-up', 10, null);

    const res = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth);

    expect(res.status).toBe(200);
    const [alpha, bravo] = res.body.results;
    // Thirds of the six players on teams (the unassigned one is on no team): 9 8 | 7 5 | 2 1.
    expect(alpha.strength_profile).toEqual({ top: 2, middle: 0, bottom: 1 });
    expect(bravo.strength_profile).toEqual({ top: 0, middle: 2, bottom: 1 });
    expect(alpha.skill_averages).toEqual([
      // On each skill's own scale: Defense is rated out of 5, so its 6.33 of 10 reads 3.17 of 5.
      { skill_id: shooting.id, skill_name: 'Shooting', average: 6.33, scale: 10 },
      { skill_id: defense.id, skill_name: 'Defense', average: 3.17, scale: 5 },
    ]);
  });

  it('gives one team the same profile as the list, counted among its whole division', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Ann', 9, teamA.id);
    await addPlayer('Bo', 5, teamB.id);
    await addPlayer('Cy', 1, teamB.id);

    const res = await request(t.app).get(`/api/teams/${teamB.id}/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.strength_profile).toEqual({ top: 0, middle: 1, bottom: 1 });
  });

  it('gives a team with no players zero counts and no averages', async () => {
    const { admin, division, shooting } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/teams/').send({ name: 'Charlie', division: division.id }).set(admin.auth);

    expect(res.status).toBe(201);
    expect(res.body.strength_profile).toEqual({ top: 0, middle: 0, bottom: 0 });
    expect(res.body.skill_averages[0]).toEqual({ skill_id: shooting.id, skill_name: 'Shooting', average: null, scale: 10 });
  });
});
