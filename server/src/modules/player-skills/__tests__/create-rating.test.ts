import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeRatedPlayer } from './arrange.js';

const t = useTestApp();

describe('POST /api/player-skills/', () => {
  it("stores the rating in the skill's scale, answers 201 with the row and recomputes the composite", async () => {
    const { admin, player, speed, composite } = await arrangeRatedPlayer(t.db);
    expect(await composite()).toBe(8);

    const res = await request(t.app)
      .post('/api/player-skills/')
      .set(admin.auth)
      .send({ player: player.id, skill: speed.id, rating: 40, notes: 'Quick first step' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      player: player.id,
      skill: speed.id,
      skill_name: 'Speed',
      skill_weight: 3,
      rating: 40,
      notes: 'Quick first step',
      normalization_factor: 100,
    });
    // (8 * 1 + 4 * 3) / 4
    expect(await composite()).toBe(5);
  });

  it('accepts the top of the scale, a numeric string and no notes', async () => {
    const { admin, player, speed } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player: player.id, skill: speed.id, rating: '100' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rating: 100, notes: '' });
  });

  it.each([
    [{ player: undefined }, 'Player is required.', 'player'],
    [{ skill: 'x' }, 'Skill is required.', 'skill'],
    [{ rating: undefined }, 'Rating is required.', 'rating'],
    [{ rating: 'great' }, 'Rating must be a number.', 'rating'],
    [{ notes: 5 }, 'Notes must be text.', 'notes'],
  ])('when the input is %o, answers 400 "%s"', async (patch, message, field) => {
    const { admin, player, speed } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app)
      .post('/api/player-skills/')
      .set(admin.auth)
      .send({ player: player.id, skill: speed.id, rating: 50, ...patch });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'validation_error' });
    expect(res.body.details.fields).toHaveProperty(field);
    expect(await t.db.playerSkillRating.count({ where: { skillId: speed.id } })).toBe(0);
  });

  it.each([100.5, -1])("when the rating %s is outside the skill's scale, answers 400 naming the range", async (rating) => {
    const { admin, player, speed } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player: player.id, skill: speed.id, rating });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Rating must be between 0 and 100 for Speed.', code: 'rating_out_of_range' });
  });

  it('when the player already has a rating for the skill, answers 400 and keeps the old one', async () => {
    const { admin, player, shooting } = await arrangeRatedPlayer(t.db);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player: player.id, skill: shooting.id, rating: 2 });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'This player already has a rating for this skill.', code: 'duplicate_rating' });
    expect((await t.db.playerSkillRating.findFirstOrThrow({ where: { playerId: player.id, skillId: shooting.id } })).rating).toBe(8);
  });

  it("when the skill belongs to another division of the league, answers 400", async () => {
    const { admin, player } = await arrangeRatedPlayer(t.db);
    const otherSkill = await createSkill(t.db, (await createDivision(t.db, admin.leagueId)).id);

    const res = await request(t.app).post('/api/player-skills/').set(admin.auth).send({ player: player.id, skill: otherSkill.id, rating: 5 });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe("This skill does not belong to the player's division.");
  });

  it.each(['player', 'skill'] as const)("when the %s is another league's, answers 404 and stores nothing", async (which) => {
    const mine = await arrangeRatedPlayer(t.db);
    const theirs = await arrangeRatedPlayer(t.db);
    const strangerPlayer = await createPlayer(t.db, theirs.division);
    const body =
      which === 'player'
        ? { player: strangerPlayer.id, skill: mine.speed.id, rating: 5 }
        : { player: mine.player.id, skill: theirs.speed.id, rating: 5 };

    const res = await request(t.app).post('/api/player-skills/').set(mine.admin.auth).send(body);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe(which === 'player' ? 'Player was not found.' : 'Skill was not found.');
    expect(await t.db.playerSkillRating.count({ where: { playerId: body.player, skillId: body.skill } })).toBe(0);
  });
});
