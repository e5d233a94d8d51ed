import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

// Lists carry an ETag of their body, so a client that asks again with If-None-Match gets a
// 304 while nothing in the answer changed, and the full list as soon as anything did
// (decision 0033: a roster version does not cover renames or player edits).
describe('asking again for an unchanged list', () => {
  it('GET teams/ answers 304 while unchanged, and the new list once a team is renamed', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('A1', 8, teamA.id);
    const first = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth);

    const again = await request(t.app).get('/api/teams/').query({ division: division.id }).set({ ...admin.auth, 'If-None-Match': first.headers.etag });
    await request(t.app).patch(`/api/teams/${teamA.id}/`).set(admin.auth).send({ name: 'Renamed', coach: 'Kim' }).expect(200);
    const afterRename = await request(t.app).get('/api/teams/').query({ division: division.id }).set({ ...admin.auth, 'If-None-Match': first.headers.etag });

    expect(first.headers.etag).toBeTruthy();
    expect(again.status).toBe(304);
    expect(afterRename.status).toBe(200);
    expect(afterRename.body.results.map((team: { name: string }) => team.name)).toContain('Renamed');
  });

  it('GET players/ answers 304 while unchanged, and the new list once a player is added', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('A1', 8, teamA.id);
    const first = await request(t.app).get('/api/players/').query({ division: division.id }).set(admin.auth);

    const again = await request(t.app).get('/api/players/').query({ division: division.id }).set({ ...admin.auth, 'If-None-Match': first.headers.etag });
    await addPlayer('A2', 5, teamA.id);
    const afterAdd = await request(t.app).get('/api/players/').query({ division: division.id }).set({ ...admin.auth, 'If-None-Match': first.headers.etag });

    expect(again.status).toBe(304);
    expect(afterAdd.status).toBe(200);
    expect(afterAdd.body.count).toBe(first.body.count + 1);
  });
});
