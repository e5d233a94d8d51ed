import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('DELETE /api/seasons/:id/', () => {
  it('answers 204 and removes the season with its divisions, teams, players, skills and ratings', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const division = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
    const skill = await createSkill(t.db, division.id);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    const player = await createPlayer(t.db, division, { teamId: team.id, ratings: { [skill.id]: 7 } });
    const kept = await createSeason(t.db, admin.leagueId);

    const res = await request(t.app).delete(`/api/seasons/${season.id}/`).set(admin.auth);

    expect(res.status).toBe(204);
    expect(res.body).toEqual({});
    expect(await t.db.season.findUnique({ where: { id: season.id } })).toBeNull();
    expect(await t.db.division.count({ where: { seasonId: season.id } })).toBe(0);
    expect(await t.db.team.count({ where: { id: team.id } })).toBe(0);
    expect(await t.db.player.count({ where: { id: player.id } })).toBe(0);
    expect(await t.db.skill.count({ where: { id: skill.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { playerId: player.id } })).toBe(0);
    expect(await t.db.season.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });

  it("when the season is another league's, answers 404 and deletes nothing", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const stranger = await createAdminInNewLeague(t.db);
    const theirs = await createSeason(t.db, stranger.leagueId);

    const res = await request(t.app).delete(`/api/seasons/${theirs.id}/`).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Season was not found.');
    expect(await t.db.season.findUnique({ where: { id: theirs.id } })).not.toBeNull();
  });

  it.each(['999999999', 'abc', '-1'])('when the id is %s, answers 404', async (id) => {
    const admin = await createAdminInNewLeague(t.db);

    const res = await request(t.app).delete(`/api/seasons/${id}/`).set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Season was not found.');
  });
});
