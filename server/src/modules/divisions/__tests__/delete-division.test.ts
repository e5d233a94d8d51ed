import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('DELETE /api/divisions/:id/', () => {
  it('answers 204 and removes the division with its teams, players, skills and ratings, keeping its season', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const sibling = await createDivision(t.db, admin.leagueId, { seasonId: division.seasonId });
    const skill = await createSkill(t.db, division.id);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    const player = await createPlayer(t.db, division, { teamId: team.id, ratings: { [skill.id]: 4 } });

    const res = await request(t.app).delete(`/api/divisions/${division.id}/`).set(admin.auth);

    expect(res.status).toBe(204);
    expect(await t.db.division.findUnique({ where: { id: division.id } })).toBeNull();
    expect(await t.db.team.count({ where: { id: team.id } })).toBe(0);
    expect(await t.db.player.count({ where: { id: player.id } })).toBe(0);
    expect(await t.db.skill.count({ where: { id: skill.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { skillId: skill.id } })).toBe(0);
    expect(await t.db.season.count({ where: { id: division.seasonId } })).toBe(1);
    expect(await t.db.division.count({ where: { id: sibling.id } })).toBe(1);
  });

  it("when the division is another league's, answers 404 and deletes nothing", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, stranger.leagueId);

    const res = await request(t.app).delete(`/api/divisions/${theirs.id}/`).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Division was not found.');
    expect(await t.db.division.count({ where: { id: theirs.id } })).toBe(1);
  });

  it('when the id is not a number, answers 404', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).delete('/api/divisions/u12/').set(admin.auth);

    expect(res.status).toBe(404);
  });
});
