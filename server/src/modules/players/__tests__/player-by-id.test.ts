import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('DELETE /api/players/{id}/', () => {
  it('deletes the player with its ratings and answers 204', async () => {
    const { admin, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Gone Gary', 5, null);

    const res = await request(t.app).delete(`/api/players/${player.id}/`).set(admin.auth);

    expect(res.status).toBe(204);
    expect(await t.db.player.count({ where: { id: player.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { playerId: player.id } })).toBe(0);
  });

  it('when the player is another league’s, answers 404 and keeps it', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const player = await theirs.addPlayer('Kept Kim', 5, null);

    const res = await request(t.app).delete(`/api/players/${player.id}/`).set(mine.admin.auth);

    expect(res.status).toBe(404);
    expect(await t.db.player.count({ where: { id: player.id } })).toBe(1);
  });
});

describe('GET /api/players/{id}/', () => {
  it('answers the player row', async () => {
    const { admin, teamA, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Read Me', 6, teamA.id);

    const res = await request(t.app).get(`/api/players/${player.id}/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: player.id, name: 'Read Me', team: teamA.id, team_name: 'Alpha', overall_skill: 6 });
  });

  it('when the player is another league’s, answers 404', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const player = await theirs.addPlayer('Hidden', 5, null);

    const res = await request(t.app).get(`/api/players/${player.id}/`).set(mine.admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Player was not found.');
  });
});
