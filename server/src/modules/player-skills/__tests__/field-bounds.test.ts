import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, hostileIdTexts } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('player-skills field bounds', () => {
  it.each(hostileIds)('when a rating names player %s, answers 400 naming the player', async (_, player) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player, skill: 1, rating: 5 });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Player is required.');
  });

  it.each(hostileIds)('when a rating names skill %s, answers 400 naming the skill', async (_, skill) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player: 1, skill, rating: 5 });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Skill is required.');
  });

  it.each(hostileIdTexts)('when the list asks for player %s, answers 400 naming the player parameter', async (_, player) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/player-skills/').query({ player }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The player query parameter must name a player id.');
  });
});
