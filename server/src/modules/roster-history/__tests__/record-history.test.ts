import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';
import { historyOf, trade } from './arrange-history.js';

const t = useTestApp();

const kinds = async (res: request.Response) => (res.body.results as { kind: string }[]).map((v) => v.kind);

describe('every roster change records a version', () => {
  it('a first save and a replacing save record save then replace, with the resulting assignment', async () => {
    const { admin, division, shooting } = await arrangeLeague(t.db);
    await t.db.team.deleteMany({ where: { divisionId: division.id } });
    const body = (replace: boolean) => ({
      league_id: admin.leagueId,
      division_id: division.id,
      replace,
      teams: [{ team_name: 'Hawks', players: [{ name: 'Ann', ratings: { [shooting.id]: 5 } }] }],
    });

    expect((await request(t.app).post('/api/players/persist_teams/').set(admin.auth).send(body(false))).status).toBe(201);
    expect((await request(t.app).post('/api/players/persist_teams/').set(admin.auth).send(body(true))).status).toBe(201);

    const res = await historyOf(t.app, admin, division.id);
    expect(res.status).toBe(200);
    expect(await kinds(res)).toEqual(['replace', 'save']);
    const stored = await t.db.rosterVersion.findFirstOrThrow({ where: { divisionId: division.id, version: 2 } });
    const [player] = await t.db.player.findMany({ where: { divisionId: division.id } });
    expect(stored.assignment).toMatchObject({ players: { [String(player!.id)]: player!.teamId }, teams: { [String(player!.teamId)]: 'Hawks' } });
    expect(res.body.results[0]).toMatchObject({ version: 2, actor: { id: admin.id, username: admin.username }, player_count: 1, team_count: 1 });
  });

  it('a trade and a move record trade and move, naming who went where', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const bob = await addPlayer('Bob', 6, teamB.id);

    const traded = await trade(t.app, admin, { source_player_id: ann.id, target_player_id: bob.id });
    const moved = await trade(t.app, admin, { source_player_id: ann.id, to_team_id: null });

    expect([traded.body.roster_version, moved.body.roster_version]).toEqual([1, 2]);
    const res = await historyOf(t.app, admin, division.id);
    expect(await kinds(res)).toEqual(['move', 'trade']);
    expect(res.body.results[1].summary).toBe('Traded: Ann to Bravo; Bob to Alpha.');
    expect(res.body.results[0].summary).toBe('Moved: Ann to Unassigned.');
  });

  it('a transfer records transfer_out in the source division and transfer_in in the target', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const target = await createDivision(t.db, admin.leagueId, { name: 'U14 Gold' });
    await createSkill(t.db, target.id, { name: 'Shooting' });
    const ann = await addPlayer('Ann', 5, teamA.id);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send({ player_ids: [ann.id], target_division_id: target.id });

    expect(res.status).toBe(200);
    expect((await historyOf(t.app, admin, division.id)).body.results[0]).toMatchObject({ kind: 'transfer_out', summary: 'Transferred 1 player to U14 Gold.' });
    expect((await historyOf(t.app, admin, target.id)).body.results[0]).toMatchObject({ kind: 'transfer_in', player_count: 1 });
  });

  it('deleting a team and deleting a player record team_delete and player_delete', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    await addPlayer('Bob', 5, teamB.id);

    expect((await request(t.app).delete(`/api/teams/${teamA.id}/`).set(admin.auth)).status).toBe(204);
    expect((await request(t.app).delete(`/api/players/${ann.id}/`).set(admin.auth)).status).toBe(204);

    const res = await historyOf(t.app, admin, division.id);
    expect(await kinds(res)).toEqual(['player_delete', 'team_delete']);
    expect(res.body.results.map((v: { summary: string }) => v.summary)).toEqual(['Deleted player Ann.', 'Deleted team Alpha; its players are now Unassigned.']);
  });

  it('a change that fails records nothing', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);

    const res = await trade(t.app, admin, { source_player_id: ann.id, to_team_id: teamA.id });

    expect(res.status).toBe(400);
    expect((await historyOf(t.app, admin, division.id)).body).toEqual({ count: 0, results: [] });
  });
});
