import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('DELETE /api/skills/:id/', () => {
  it('answers 204, deletes the skill with its ratings and recomputes the composites without it', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const kept = await createSkill(t.db, division.id);
    const dropped = await createSkill(t.db, division.id, { weight: 3 });
    const player = await createPlayer(t.db, division, { ratings: { [kept.id]: 8, [dropped.id]: 4 } });
    expect(player.overallSkill).toBe(5);

    const res = await request(t.app).delete(`/api/skills/${dropped.id}/`).set(admin.auth);

    expect(res.status).toBe(204);
    expect(await t.db.skill.count({ where: { id: dropped.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { skillId: dropped.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { skillId: kept.id } })).toBe(1);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: player.id } })).overallSkill).toBe(8);
  });

  it("when the skill is another league's, answers 404 and deletes nothing", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createSkill(t.db, (await createDivision(t.db, stranger.leagueId)).id);

    const res = await request(t.app).delete(`/api/skills/${theirs.id}/`).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Skill was not found.');
    expect(await t.db.skill.count({ where: { id: theirs.id } })).toBe(1);
  });

  it('when the id is not a number, answers 404', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).delete('/api/skills/shooting/').set(admin.auth);

    expect(res.status).toBe(404);
  });
});
