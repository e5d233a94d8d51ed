import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const body = { name: 'Dribbling', description: 'Ball control', weight: 3, normalization_factor: 5.5, division: division.id };
  return { admin, division, body };
}

describe('POST /api/skills/', () => {
  it('creates the skill in the division and answers 201 with the row', async () => {
    const { admin, division, body } = await arrange();

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...body });
    expect(await t.db.skill.count({ where: { divisionId: division.id } })).toBe(1);
  });

  it('defaults the weight to 1, the normalization factor to 10 and the description to empty', async () => {
    const { admin, division } = await arrange();

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send({ name: 'Passing', division: String(division.id) });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Passing', weight: 1, normalization_factor: 10, description: '', division: division.id });
  });

  it("gives existing players no rating and leaves their composites as they were", async () => {
    const { admin, division, body } = await arrange();
    const rated = await createSkill(t.db, division.id);
    const player = await createPlayer(t.db, division, { ratings: { [rated.id]: 7 } });

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(await t.db.playerSkillRating.count({ where: { skillId: res.body.id } })).toBe(0);
    const after = await t.db.player.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.overallSkill).toBe(7);
  });

  it.each([
    [{ name: '' }, 'Skill name is required', 'name'],
    [{ name: undefined }, 'Skill name is required', 'name'],
    [{ name: 'x'.repeat(121) }, 'Skill name must be at most 120 characters long.', 'name'],
    [{ division: undefined }, 'Please select a division before creating a skill.', 'division'],
    [{ division: '' }, 'Please select a division before creating a skill.', 'division'],
    [{ weight: 0 }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ weight: 11 }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ weight: 2.5 }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ weight: 'heavy' }, 'Weight must be an integer between 1 and 10.', 'weight'],
    [{ normalization_factor: 0 }, 'Normalization factor must be a positive number.', 'normalization_factor'],
    [{ normalization_factor: -10 }, 'Normalization factor must be a positive number.', 'normalization_factor'],
    [{ normalization_factor: 'ten' }, 'Normalization factor must be a positive number.', 'normalization_factor'],
    [{ description: ['a'] }, 'Description must be text.', 'description'],
  ])('when the input is %o, answers 400 "%s" and creates nothing', async (patch, message, field) => {
    const { admin, division, body } = await arrange();

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send({ ...body, ...patch });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'validation_error' });
    expect(res.body.details.fields).toHaveProperty(field);
    expect(await t.db.skill.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('when the division already has a skill of that name (any case), answers 400 naming it', async () => {
    const { admin, division, body } = await arrange();
    await createSkill(t.db, division.id, { name: 'Dribbling' });

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send({ ...body, name: 'DRIBBLING' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'A skill named "DRIBBLING" already exists in this division.', code: 'skill_name_taken' });
  });

  it('allows the same skill name in another division', async () => {
    const { admin, body } = await arrange();
    const other = await createDivision(t.db, admin.leagueId);
    await createSkill(t.db, other.id, { name: body.name });

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
  });

  it("when the division is another league's, answers 404 and creates nothing there", async () => {
    const { admin, body } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, stranger.leagueId);

    const res = await request(t.app).post('/api/skills/').set(admin.auth).send({ ...body, division: theirs.id });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Division was not found.');
    expect(await t.db.skill.count({ where: { divisionId: theirs.id } })).toBe(0);
  });
});
