import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { hostileIds, hostileIdTexts, subnormalNumbers } from '../../../testing/hostile-numbers.js';
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

  it.each(subnormalNumbers)('when a rating is changed to %s, stores it as sent and the composite reads 0', async (_, value) => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id);
    const player = await createPlayer(t.db, division, { name: 'Ann', ratings: { [skill.id]: 5 } });
    const rating = await t.db.playerSkillRating.findFirstOrThrow({ where: { playerId: player.id } });

    const res = await request(t.app).put(`/api/player-skills/${rating.id}/`).set(admin.auth).send({ rating: value });

    expect(res.status).toBe(200);
    expect(res.body.rating).toBe(value);
    expect(await t.db.player.findUniqueOrThrow({ where: { id: player.id } })).toMatchObject({ overallSkill: 0 });
  });
});
