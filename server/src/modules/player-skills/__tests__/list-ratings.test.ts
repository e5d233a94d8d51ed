import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeRatedPlayer } from './arrange.js';

const t = useTestApp();

describe('GET /api/player-skills/?player=ID', () => {
  it("answers {count, results} with the player's ratings, each with its skill's name, weight and scale", async () => {
    const { admin, player, shooting, rating } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).get('/api/player-skills/').query({ player: player.id }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 1,
      results: [
        {
          id: rating.id,
          player: player.id,
          skill: shooting.id,
          skill_name: 'Shooting',
          skill_weight: 1,
          rating: 8,
          notes: '',
          normalization_factor: 10,
        },
      ],
    });
  });

  it("leaves out stale ratings of skills outside the player's current division", async () => {
    const { admin, player, shooting } = await arrangeRatedPlayer(t.db);
    const elsewhere = await createDivision(t.db, admin.leagueId);
    const foreignSkill = await createSkill(t.db, elsewhere.id);
    await t.db.playerSkillRating.create({ data: { playerId: player.id, skillId: foreignSkill.id, rating: 3 } });

    const res = await request(t.app).get('/api/player-skills/').query({ player: player.id }).set(admin.auth);

    expect(res.body.results.map((r: { skill: number }) => r.skill)).toEqual([shooting.id]);
  });

  it("when the player is another league's, answers 404", async () => {
    const { admin } = await arrangeRatedPlayer(t.db);
    const theirs = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).get('/api/player-skills/').query({ player: theirs.player.id }).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Player was not found.');
  });

  it.each([{}, { player: 'me' }])('when the player query is %o, answers 400 asking for a player id', async (query) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get('/api/player-skills/').query(query).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The player query parameter must name a player id.');
  });

  it('costs the same number of database operations for 1 rating as for 8', async () => {
    const { admin, division, player: one } = await arrangeRatedPlayer(t.db);
    const skills = await Promise.all(Array.from({ length: 8 }, () => createSkill(t.db, division.id)));
    const many = await createPlayer(t.db, division, { ratings: Object.fromEntries(skills.map((s) => [s.id, 5])) });
    const counting = createCountingApp(t);

    await request(counting.app).get('/api/player-skills/').query({ player: one.id }).set(admin.auth).expect(200);
    const forOne = counting.operations();
    const res = await request(counting.app).get('/api/player-skills/').query({ player: many.id }).set(admin.auth).expect(200);

    expect(res.body.count).toBe(8);
    expect(counting.operations() - forOne).toBe(forOne);
  });
});
