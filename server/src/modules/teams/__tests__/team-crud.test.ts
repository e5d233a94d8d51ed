import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

describe('GET /api/teams/{id}/', () => {
  it('answers the team with its summary', async () => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Solo', 7, teamA.id, { heightCm: 170 });

    const res = await request(t.app).get(`/api/teams/${teamA.id}/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teamA.id, name: 'Alpha', team_composite: 7, team_average: 7, team_summary: { player_count: 1, average_height_cm: 170 } });
  });

  it('when the team is another league’s, answers 404', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const res = await request(t.app).get(`/api/teams/${theirs.teamA.id}/`).set(mine.admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Team was not found.');
  });
});

describe('POST /api/teams/', () => {
  it('creates a team in the division and answers it with an empty summary', async () => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: ' Comets ', division: division.id, league: admin.leagueId });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Comets', coach: null, division: division.id, division_name: division.name, league: admin.leagueId, team_composite: 0 });
    expect(await t.db.team.count({ where: { id: res.body.id, leagueId: admin.leagueId } })).toBe(1);
  });

  it.each([
    [{ division: 1 }, 'Team name is required.'],
    [{ name: '  ', division: 1 }, 'Team name is required.'],
    [{ name: 'x'.repeat(101), division: 1 }, 'Team name must be at most 100 characters long.'],
    [{ name: 'Comets' }, 'Division is required.'],
  ])('when the body is invalid (%o), answers 400 with the reason', async (body, message) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/teams/').set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the division already has a team of that name (any case), answers 400', async () => {
    const { admin, division } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: 'ALPHA', division: division.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A team with this name already exists in this division.');
  });

  it('reads % and _ in a new name as characters: "Alph_" and "Bra%" are not taken by Alpha and Bravo', async () => {
    const { admin, division } = await arrangeLeague(t.db);

    const underscore = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: 'Alph_', division: division.id });
    const percent = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: 'Bra%', division: division.id });

    expect([underscore.status, percent.status]).toEqual([201, 201]);
  });

  it.each(['division', 'league'])('when the %s is another league’s, answers 404 and creates nothing', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const body = { name: 'Intruders', division: mine.division.id, [field]: field === 'division' ? theirs.division.id : theirs.admin.leagueId };

    const res = await request(t.app).post('/api/teams/').set(mine.admin.auth).send(body);

    expect(res.status).toBe(404);
    expect(await t.db.team.count({ where: { name: 'Intruders' } })).toBe(0);
  });
});

describe('PATCH /api/teams/{id}/', () => {
  it('renames the team and sets the coach; a blank coach is stored as null', async () => {
    const { admin, teamA } = await arrangeLeague(t.db);

    const first = await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send({ name: 'Aces', coach: ' Coach Kay ' });
    const second = await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send({ name: 'Aces', coach: '   ' });

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Aces', coach: 'Coach Kay' });
    expect(second.body.coach).toBeNull();
    expect((await t.db.team.findUniqueOrThrow({ where: { id: teamA.id } })).coach).toBeNull();
  });

  it('when coach is left out, keeps the current coach', async () => {
    const { admin, teamA } = await arrangeLeague(t.db);
    await t.db.team.update({ where: { id: teamA.id }, data: { coach: 'Kay' } });

    const res = await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send({ name: 'Renamed' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', coach: 'Kay' });
  });

  it.each([
    [{ coach: 'K' }, 'Team name is required.'],
    [{ name: '', coach: 'K' }, 'Team name is required.'],
    [{ name: 'x'.repeat(101) }, 'Team name must be at most 100 characters long.'],
    [{ name: 'Aces', coach: 'c'.repeat(65) }, 'Coach name must be at most 64 characters long.'],
  ])('when the body is invalid (%o), answers 400 with the reason', async (body, message) => {
    const { admin, teamA } = await arrangeLeague(t.db);

    const res = await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the name belongs to another team of the division, answers 400', async () => {
    const { admin, teamA } = await arrangeLeague(t.db);

    const res = await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send({ name: 'Bravo' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A team with this name already exists in this division.');
  });

  it('when the team is another league’s, answers 404 and changes nothing', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const res = await request(t.app).patch(`/api/teams/${theirs.teamA.id}/`).set(mine.admin.auth).send({ name: 'Hijacked' });

    expect(res.status).toBe(404);
    expect((await t.db.team.findUniqueOrThrow({ where: { id: theirs.teamA.id } })).name).toBe('Alpha');
  });
});

describe('DELETE /api/teams/{id}/', () => {
  it('deletes the team; its players become unassigned and stay in the division', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Stays', 5, teamA.id);

    const res = await request(t.app).delete(`/api/teams/${teamA.id}/`).set(admin.auth);

    expect(res.status).toBe(204);
    expect(await t.db.team.count({ where: { id: teamA.id } })).toBe(0);
    const after = await t.db.player.findUniqueOrThrow({ where: { id: player.id } });
    expect(after).toMatchObject({ teamId: null, divisionId: division.id });
  });

  it('when the team is another league’s, answers 404 and keeps it', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const res = await request(t.app).delete(`/api/teams/${theirs.teamA.id}/`).set(mine.admin.auth);

    expect(res.status).toBe(404);
    expect(await t.db.team.count({ where: { id: theirs.teamA.id } })).toBe(1);
  });
});
