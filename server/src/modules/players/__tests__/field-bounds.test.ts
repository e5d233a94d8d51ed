import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hostileIds, hostileIdTexts, outOfRangeDates } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('players field bounds', () => {
  it.each(hostileIds)('when a new player names team %s, answers 400 naming the team and adds no player', async (_, team) => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division: division.id, team });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Team must be/);
    expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it.each(hostileIds)('when a new player names division %s, answers 400 naming the division', async (_, division) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Division must be/);
  });

  it.each(outOfRangeDates)('when a date of birth is %s, answers 400 naming the field', async (date) => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division: division.id, date_of_birth: date });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Date of birth must be between the years 1900 and 2100.');
    expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('when additional_data nests deeper than 4 levels, answers 400 naming it', async () => {
    const { admin, division } = await arrangeLeague(t.db);
    const deep = { a: { b: { c: { d: { e: 'one too deep' } } } } };

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division: division.id, additional_data: deep });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Additional data may nest at most 4 levels deep.');
  });

  it('keeps additional_data four levels deep', async () => {
    const { admin, division } = await arrangeLeague(t.db);
    const data = { a: { b: { c: { d: 'kept' } } } };

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division: division.id, additional_data: data });

    expect(res.status).toBe(201);
    expect(res.body.additional_data).toEqual(data);
  });

  it('when additional_data is larger than 8 KB, answers 400 naming it and adds no player', async () => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'Zed', division: division.id, additional_data: { notes: 'x'.repeat(9000) } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Additional data must be at most 8 KB.');
    expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it.each(hostileIdTexts)('when the list is filtered by team %s, answers 400 naming the team', async (_, team) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).get('/api/players/').query({ team }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Team must be/);
  });

  it.each(hostileIds)('when a trade moves a player to team %s, answers 400 naming to_team_id', async (_, to_team_id) => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Ava', 5, teamA.id);

    const res = await request(t.app).post('/api/players/trade/').set(admin.auth).send({ source_player_id: player.id, to_team_id });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^to_team_id must be/);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: player.id } })).teamId).toBe(teamA.id);
  });

  it.each(hostileIds)('when a transfer lists player %s, answers 400 naming the player ids', async (_, id) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/transfer_players/').set(admin.auth).send({ player_ids: [id] });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Player id must be|^Player ids must be/);
  });
});
