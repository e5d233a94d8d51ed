import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

/** Two equally weighted skills; the player is rated 8 and 4, so the composite starts at 6. */
async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting' });
  const defense = await createSkill(t.db, division.id, { name: 'Defense' });
  const player = await createPlayer(t.db, division, { ratings: { [shooting.id]: 8, [defense.id]: 4 } });
  const composite = async () => (await t.db.player.findUniqueOrThrow({ where: { id: player.id } })).overallSkill;
  return { admin, division, shooting, defense, player, composite };
}

describe('PUT /api/skills/:id/', () => {
  it('saves the whole row the client sends back and answers it', async () => {
    const { admin, division, defense } = await arrange();
    const body = { name: 'Team defense', description: 'Help side', weight: 2, normalization_factor: 10, division: division.id };

    const res = await request(t.app).put(`/api/skills/${defense.id}/`).set(admin.auth).send(body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: defense.id, ...body });
    expect(await t.db.skill.findUniqueOrThrow({ where: { id: defense.id } })).toMatchObject({ name: 'Team defense', weight: 2 });
  });

  it("recomputes the division's composites when the weight changes", async () => {
    const { admin, defense, composite } = await arrange();
    expect(await composite()).toBe(6);

    await request(t.app).put(`/api/skills/${defense.id}/`).set(admin.auth).send({ weight: 3 }).expect(200);

    expect(await composite()).toBe(5);
  });

  it("recomputes the division's composites when the normalization factor changes", async () => {
    const { admin, shooting, composite } = await arrange();

    await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send({ normalization_factor: 20 }).expect(200);

    expect(await composite()).toBe(4);
  });

  it('keeps fields that are left out, and allows a change of case in its own name', async () => {
    const { admin, shooting } = await arrange();

    const res = await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send({ name: 'SHOOTING' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'SHOOTING', weight: 1, normalization_factor: 10 });
  });

  it.each([
    [{ name: '' }, 'Skill name is required', 'name'],
    [{ weight: 0 }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ weight: 1.5 }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ normalization_factor: 0 }, 'Normalization factor must be a positive number.', 'normalization_factor'],
    [{ normalization_factor: null }, 'Normalization factor must be a positive number.', 'normalization_factor'],
  ])('when the input is %o, answers 400 "%s" and changes nothing', async (patch, message, field) => {
    const { admin, shooting } = await arrange();

    const res = await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send(patch);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'validation_error' });
    expect(res.body.details.fields).toHaveProperty(field);
    expect(await t.db.skill.findUniqueOrThrow({ where: { id: shooting.id } })).toMatchObject({ name: 'Shooting', weight: 1 });
  });

  it('when the new name is taken by another skill of the division, answers 400 naming it', async () => {
    const { admin, shooting } = await arrange();

    const res = await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send({ name: 'defense' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A skill named "defense" already exists in this division.');
  });

  it('when the body names another division of the league, answers 400: skills do not move', async () => {
    const { admin, shooting } = await arrange();
    const other = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send({ division: other.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A skill cannot be moved to another division; create it there instead.');
  });

  it("when the body names another league's division, answers 404", async () => {
    const { admin, shooting } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, stranger.leagueId);

    const res = await request(t.app).put(`/api/skills/${shooting.id}/`).set(admin.auth).send({ division: theirs.id });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Division was not found.');
  });

  it("when the skill is another league's, answers 404 and changes nothing", async () => {
    const { admin } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createSkill(t.db, (await createDivision(t.db, stranger.leagueId)).id, { weight: 2 });

    const res = await request(t.app).put(`/api/skills/${theirs.id}/`).set(admin.auth).send({ weight: 9 });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Skill was not found.');
    expect((await t.db.skill.findUniqueOrThrow({ where: { id: theirs.id } })).weight).toBe(2);
  });
});
