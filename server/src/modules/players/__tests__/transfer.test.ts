import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('POST /api/players/transfer_players/', () => {
  it('moves players to the target division, clears their teams, carries same-named ratings and recomputes overall', async () => {
    const { admin, teamA, shooting, addPlayer } = await arrangeLeague(t.db);
    const target = await createDivision(t.db, admin.leagueId, { name: 'U14 Gold' });
    // Same name in another case and another scale (factor 20); "Defense" has no counterpart there.
    const targetShooting = await createSkill(t.db, target.id, { name: 'shooting', weight: 2, normalizationFactor: 20 });
    await createSkill(t.db, target.id, { name: 'Passing', weight: 1 });
    const ann = await addPlayer('Ann', 8, teamA.id);
    const bob = await addPlayer('Bob', 4, null);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send({ player_ids: [ann.id, bob.id], target_division_id: target.id });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ transferred_count: 2, target_division: { id: target.id, name: 'U14 Gold' } });
    const moved = await t.db.player.findMany({ where: { id: { in: [ann.id, bob.id] } }, include: { ratings: true }, orderBy: { name: 'asc' } });
    expect(moved.map((p) => [p.divisionId, p.teamId, p.overallSkill])).toEqual([
      [target.id, null, 8],
      [target.id, null, 4],
    ]);
    // Displayed 8 of 10 becomes 16 of 20; the Defense rating is not carried.
    expect(moved[0]!.ratings.map((r) => [r.skillId, r.rating])).toEqual([[targetShooting.id, 16]]);
    expect(await t.db.playerSkillRating.count({ where: { skillId: shooting.id, playerId: { in: [ann.id, bob.id] } } })).toBe(0);
  });

  it.each([
    [{ player_ids: [], target_division_id: 1 }],
    [{ player_ids: [1] }],
    [{}],
  ])('when players or the target division are missing (%o), answers 400 with the spec sentence', async (body) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please select players and target division');
  });

  it('when the target is the players’ own division, answers 400 and changes nothing', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send({ player_ids: [ann.id], target_division_id: division.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please select players and target division');
    expect((await t.db.player.findUniqueOrThrow({ where: { id: ann.id } })).teamId).toBe(teamA.id);
  });

  it('when player_ids is not a list of ids, answers 400', async () => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send({ player_ids: 'all', target_division_id: division.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('player_ids must be a list of player ids.');
  });

  it.each(['player', 'division'])('when a %s is another league’s, answers 404 and moves nobody', async (kind) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const ann = await mine.addPlayer('Ann', 5, mine.teamA.id);
    const foreign = await theirs.addPlayer('Foreign', 5, null);
    const myTarget = await createDivision(t.db, mine.admin.leagueId);
    const body =
      kind === 'player'
        ? { player_ids: [ann.id, foreign.id], target_division_id: myTarget.id }
        : { player_ids: [ann.id], target_division_id: theirs.division.id };

    const res = await request(t.app).post('/api/players/transfer_players/').set(mine.admin.auth).send(body);

    expect(res.status).toBe(404);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: ann.id } })).divisionId).toBe(mine.division.id);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: foreign.id } })).divisionId).toBe(theirs.division.id);
  });
});
