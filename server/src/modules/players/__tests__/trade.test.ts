import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createPlayer, createTeam } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

const teamOf = async (id: number) => (await t.db.player.findUniqueOrThrow({ where: { id } })).teamId;

describe('POST /api/players/trade/', () => {
  it('swaps two players’ teams and answers both updated players', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const bob = await addPlayer('Bob', 6, teamB.id);

    const res = await request(t.app).post('/api/players/trade/').set(admin.auth).send({ source_player_id: ann.id, target_player_id: bob.id });

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ann.id, team: teamB.id, team_name: 'Bravo' }),
        expect.objectContaining({ id: bob.id, team: teamA.id, team_name: 'Alpha' }),
      ]),
    );
    expect([await teamOf(ann.id), await teamOf(bob.id)]).toEqual([teamB.id, teamA.id]);
  });

  it('swaps an assigned player with an unassigned one', async () => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const free = await addPlayer('Free', 5, null);

    const res = await request(t.app).post('/api/players/trade/').set(admin.auth).send({ source_player_id: ann.id, target_player_id: free.id });

    expect(res.status).toBe(200);
    expect([await teamOf(ann.id), await teamOf(free.id)]).toEqual([null, teamA.id]);
  });

  it('moves one player to a team, or to Unassigned with to_team_id null', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);

    const moved = await request(t.app).post('/api/players/trade/').set(admin.auth).send({ source_player_id: ann.id, to_team_id: teamB.id });
    expect(moved.status).toBe(200);
    expect(moved.body.results).toEqual([expect.objectContaining({ id: ann.id, team: teamB.id, team_name: 'Bravo' })]);

    const freed = await request(t.app).post('/api/players/trade/').set(admin.auth).send({ source_player_id: ann.id, to_team_id: null });
    expect(freed.status).toBe(200);
    expect(await teamOf(ann.id)).toBeNull();
  });

  it.each([
    [{}, 'Choose the player to trade.'],
    [{ source_player_id: 1 }, 'Give either target_player_id to swap two players or to_team_id to move one.'],
    [{ source_player_id: 1, target_player_id: 2, to_team_id: 3 }, 'Give either target_player_id to swap two players or to_team_id to move one.'],
    [{ source_player_id: 'x', to_team_id: 3 }, 'source_player_id must be a positive whole number.'],
  ])('when the body is invalid (%o), answers 400 with the reason', async (body, message) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/trade/').set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('refuses players of different divisions, a team of another division, the same team, and a self-trade, changing nothing', async () => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    const mate = await addPlayer('Mate', 5, teamA.id);
    const other = await createDivision(t.db, admin.leagueId);
    const otherTeam = await createTeam(t.db, other.id, admin.leagueId);
    const far = await createPlayer(t.db, other, { teamId: otherTeam.id });
    const send = (body: object) => request(t.app).post('/api/players/trade/').set(admin.auth).send(body);

    const cases: [object, string][] = [
      [{ source_player_id: ann.id, target_player_id: far.id }, 'Players must be in the same division to trade.'],
      [{ source_player_id: ann.id, to_team_id: otherTeam.id }, 'Players must be in the same division to trade.'],
      [{ source_player_id: ann.id, to_team_id: teamA.id }, 'The player is already on that team.'],
      [{ source_player_id: ann.id, target_player_id: mate.id }, 'The players are already on the same team.'],
      [{ source_player_id: ann.id, target_player_id: ann.id }, 'A player cannot be traded with themselves.'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect([await teamOf(ann.id), await teamOf(mate.id), await teamOf(far.id)]).toEqual([teamA.id, teamA.id, otherTeam.id]);
  });

  it.each(['source_player_id', 'target_player_id', 'to_team_id'])('when %s is another league’s, answers 404 and moves nobody', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const ann = await mine.addPlayer('Ann', 5, mine.teamA.id);
    const bob = await mine.addPlayer('Bob', 5, mine.teamB.id);
    const foreign = await theirs.addPlayer('Foreign', 5, theirs.teamA.id);
    const body = {
      source_player_id: { source_player_id: foreign.id, target_player_id: bob.id },
      target_player_id: { source_player_id: ann.id, target_player_id: foreign.id },
      to_team_id: { source_player_id: ann.id, to_team_id: theirs.teamB.id },
    }[field];

    const res = await request(t.app).post('/api/players/trade/').set(mine.admin.auth).send(body);

    expect(res.status).toBe(404);
    expect([await teamOf(ann.id), await teamOf(bob.id), await teamOf(foreign.id)]).toEqual([mine.teamA.id, mine.teamB.id, theirs.teamA.id]);
  });
});
