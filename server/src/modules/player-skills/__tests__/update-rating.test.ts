import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeRatedPlayer } from './arrange.js';

const t = useTestApp();

describe('PUT /api/player-skills/:id/', () => {
  it('saves the rating and notes the editor sends back, answers the row and recomputes the composite', async () => {
    const { admin, player, shooting, rating, composite } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app)
      .put(`/api/player-skills/${rating.id}/`)
      .set(admin.auth)
      .send({ player: player.id, skill: shooting.id, rating: 6.5, notes: 'Improving' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: rating.id,
      player: player.id,
      skill: shooting.id,
      skill_name: 'Shooting',
      skill_weight: 1,
      rating: 6.5,
      notes: 'Improving',
      normalization_factor: 10,
    });
    expect(await composite()).toBe(6.5);
  });

  it('re-points the rating to another skill of the division when the body names one', async () => {
    const { admin, rating, speed, composite } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).put(`/api/player-skills/${rating.id}/`).set(admin.auth).send({ skill: speed.id, rating: 30 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ skill: speed.id, skill_name: 'Speed', rating: 30 });
    expect(await composite()).toBe(3);
  });

  it('moves the rating to another player of the division and recomputes both composites', async () => {
    const { admin, division, player, rating, composite } = await arrangeRatedPlayer(t.db);
    const other = await createPlayer(t.db, division);

    const res = await request(t.app).put(`/api/player-skills/${rating.id}/`).set(admin.auth).send({ player: other.id });

    expect(res.status).toBe(200);
    expect(await composite()).toBe(0);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: other.id } })).overallSkill).toBe(8);
    expect(await t.db.playerSkillRating.count({ where: { playerId: player.id } })).toBe(0);
  });

  it.each([
    [{ rating: 10.01 }, 'Rating must be between 0 and 10 for Shooting.'],
    [{ rating: -0.5 }, 'Rating must be between 0 and 10 for Shooting.'],
    [{ rating: 'high' }, 'Rating must be a number.'],
    [{ notes: { a: 1 } }, 'Notes must be text.'],
    [{ skill: 'speed' }, 'Skill must be a skill id.'],
  ])('when the input is %o, answers 400 "%s" and changes nothing', async (patch, message) => {
    const { admin, rating } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).put(`/api/player-skills/${rating.id}/`).set(admin.auth).send(patch);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.db.playerSkillRating.findUniqueOrThrow({ where: { id: rating.id } })).toMatchObject({ rating: 8, notes: '' });
  });

  it('when re-pointed to a skill the player is already rated in, answers 400', async () => {
    const { admin, player, speed, rating } = await arrangeRatedPlayer(t.db);
    await t.db.playerSkillRating.create({ data: { playerId: player.id, skillId: speed.id, rating: 50 } });

    const res = await request(t.app).put(`/api/player-skills/${rating.id}/`).set(admin.auth).send({ skill: speed.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This player already has a rating for this skill.');
  });

  it("when the rating is another league's, answers 404 and changes nothing", async () => {
    const { admin } = await arrangeRatedPlayer(t.db);
    const theirs = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).put(`/api/player-skills/${theirs.rating.id}/`).set(admin.auth).send({ rating: 1 });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Player skill rating was not found.');
    expect((await t.db.playerSkillRating.findUniqueOrThrow({ where: { id: theirs.rating.id } })).rating).toBe(8);
  });

  it.each(['player', 'skill'] as const)("when the body names another league's %s, answers 404 and changes nothing", async (which) => {
    const mine = await arrangeRatedPlayer(t.db);
    const theirs = await arrangeRatedPlayer(t.db);
    const body = which === 'player' ? { player: theirs.player.id } : { skill: theirs.speed.id };

    const res = await request(t.app).put(`/api/player-skills/${mine.rating.id}/`).set(mine.admin.auth).send({ ...body, rating: 1 });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe(which === 'player' ? 'Player was not found.' : 'Skill was not found.');
    expect(await t.db.playerSkillRating.findUniqueOrThrow({ where: { id: mine.rating.id } })).toMatchObject({
      playerId: mine.player.id,
      skillId: mine.shooting.id,
      rating: 8,
    });
  });
});
