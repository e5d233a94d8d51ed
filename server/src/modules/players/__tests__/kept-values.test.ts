import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('players answer the kept balancing values as their own fields', () => {
  it('after a save, the list and the detail give gender, group, locked team, keep apart, requests, region, practice days and height', async () => {
    const { admin, division, shooting } = await arrangeLeague(t.db);
    const ann = { name: 'Ann Lee', height_cm: 150, region: 'N', unavailable_days: ['mon', 'wed'], group: 'Lee', lock: 'Team 1', apart: 'twins', gender: 'F', requests: ['Cy Park'], ratings: { [shooting.id]: 8 } };
    const cy = { name: 'Cy Park', ratings: { [shooting.id]: 5 } };
    const saved = await request(t.app)
      .post('/api/players/persist_teams/')
      .set(admin.auth)
      .send({ league_id: admin.leagueId, division_id: division.id, replace: true, teams: [{ team_name: 'Team 1', players: [ann] }, { team_name: 'Team 2', players: [cy] }] });
    expect(saved.status).toBe(201);

    const list = await request(t.app).get('/api/players/').query({ division: division.id }).set(admin.auth);

    expect(list.status).toBe(200);
    const [savedAnn, savedCy] = ['Ann Lee', 'Cy Park'].map((name) => list.body.results.find((p: { name: string }) => p.name === name));
    const annFields = { gender: 'F', group: 'Lee', locked_team: 'Team 1', keep_apart: 'twins', requests: ['Cy Park'], region: 'N', region_name: 'North', unavailable_days: ['mon', 'wed'], height: 150 };
    expect(savedAnn).toMatchObject(annFields);
    expect(savedCy).toMatchObject({ gender: null, group: null, locked_team: null, keep_apart: null, requests: [], region: null, region_name: null, unavailable_days: [], height: null });
    const detail = await request(t.app).get(`/api/players/${savedAnn.id}/`).set(admin.auth);
    expect(detail.body).toMatchObject(annFields);
  });

  it('reads values a hand edit left in another form: a number lock, a ";" list of requests, a spelled-out region', async () => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Bo Diaz', 5, teamA.id, { additionalData: { lock: 2, requests: ' Ann Lee;  Cy Park ;', location: 'south', group: '  ' } });

    const res = await request(t.app).get(`/api/players/${player.id}/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locked_team: '2', requests: ['Ann Lee', 'Cy Park'], region: 'S', region_name: 'South', group: null });
  });
});
