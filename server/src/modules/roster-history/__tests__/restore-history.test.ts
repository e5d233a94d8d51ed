import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';
import { historyOf, restore, trade } from './arrange-history.js';

const t = useTestApp();

const teamOf = async (id: number) => (await t.db.player.findUniqueOrThrow({ where: { id } })).teamId;

describe('POST /api/divisions/{id}/history/{version}/restore/', () => {
  it('puts every player back on the team they had in that version and records a restore version', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const bob = await addPlayer('Bob', 6, teamB.id);
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: null });
    await trade(t.app, admin, { source_player_id: bob.id, to_team_id: teamA.id });

    const res = await restore(t.app, admin, division.id, 1);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ restored: 2, version: 3, missing_players: [], missing_teams: [] });
    expect([await teamOf(ann.id), await teamOf(bob.id)]).toEqual([null, teamB.id]);
    const latest = (await historyOf(t.app, admin, division.id)).body.results[0];
    expect(latest).toMatchObject({ version: 3, kind: 'restore', summary: 'Restored the roster of version 1.' });
  });

  it('undoing a trade restores the version before it', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const bob = await addPlayer('Bob', 6, teamB.id);
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: teamB.id });
    const swap = await trade(t.app, admin, { source_player_id: ann.id, target_player_id: bob.id });

    await restore(t.app, admin, division.id, swap.body.roster_version - 1);

    expect([await teamOf(ann.id), await teamOf(bob.id)]).toEqual([teamB.id, teamB.id]);
  });

  it('reports players and teams deleted since that version instead of bringing them back', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const bob = await addPlayer('Bob', 6, teamB.id);
    await trade(t.app, admin, { source_player_id: ann.id, target_player_id: bob.id });
    await request(t.app).delete(`/api/players/${ann.id}/`).set(admin.auth);
    await request(t.app).delete(`/api/teams/${teamB.id}/`).set(admin.auth);

    const res = await restore(t.app, admin, division.id, 1);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ restored: 1, version: 4, missing_players: [{ id: ann.id, name: 'Ann' }], missing_teams: [{ id: teamB.id, name: 'Bravo' }] });
    expect(await teamOf(bob.id)).toBe(teamA.id);
    expect(await t.db.player.count({ where: { id: ann.id } })).toBe(0);
    expect(await t.db.team.count({ where: { id: teamB.id } })).toBe(0);
  });

  it('players who joined after that version go to Unassigned', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: null });
    const late = await addPlayer('Late', 5, teamA.id);

    const res = await restore(t.app, admin, division.id, 1);

    expect(res.body.restored).toBe(1);
    expect(await teamOf(late.id)).toBeNull();
  });

  it('a version that does not exist is a 404 and changes nothing', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);

    const res = await restore(t.app, admin, division.id, 7);

    expect(res.status).toBe(404);
    expect(await teamOf(ann.id)).toBe(teamA.id);
    expect(await t.db.rosterVersion.count({ where: { divisionId: division.id } })).toBe(0);
  });
});

describe('tenancy', () => {
  it("another league's division answers 404 for its history and its restore, and nothing changes", async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: null });
    const stranger = await createAdminInNewLeague(t.db);

    const list = await historyOf(t.app, stranger, division.id);
    const restored = await restore(t.app, stranger, division.id, 1);

    expect([list.status, restored.status]).toEqual([404, 404]);
    expect(await t.db.rosterVersion.count({ where: { divisionId: division.id } })).toBe(1);
  });

  it('needs a login', async () => {
    const { division } = await arrangeLeague(t.db);
    expect((await request(t.app).get(`/api/divisions/${division.id}/history/`)).status).toBe(401);
  });
});

describe('GET /api/divisions/{id}/history/ pages', () => {
  it('lists newest first, page by page, with the total count', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    for (const to of [teamB.id, teamA.id, teamB.id, teamA.id, null]) await trade(t.app, admin, { source_player_id: ann.id, to_team_id: to });

    const first = await historyOf(t.app, admin, division.id, '?page_size=2');
    const third = await historyOf(t.app, admin, division.id, '?page=3&page_size=2');

    expect(first.body.count).toBe(5);
    expect(first.body.results.map((v: { version: number }) => v.version)).toEqual([5, 4]);
    expect(third.body.results.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it.each(['?page_size=0', '?page_size=101', '?page=0', '?page=abc'])('rejects %s with a sentence naming the field', async (query) => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await historyOf(t.app, admin, division.id, query);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/page/);
  });
});

describe('restore when a team is gone', () => {
  it('puts that team’s former players in Unassigned and names the team', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: teamB.id });
    await trade(t.app, admin, { source_player_id: ann.id, to_team_id: teamA.id });
    await request(t.app).delete(`/api/teams/${teamB.id}/`).set(admin.auth);

    const res = await restore(t.app, admin, division.id, 1);

    expect(res.body).toMatchObject({ restored: 1, missing_teams: [{ id: teamB.id, name: 'Bravo' }] });
    expect(await teamOf(ann.id)).toBeNull();
  });
});
