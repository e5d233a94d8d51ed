import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const endpoints: [string, string][] = [
  ['get', '/api/players/'],
  ['post', '/api/players/'],
  ['get', '/api/players/1/'],
  ['delete', '/api/players/1/'],
  ['get', '/api/players/1/trade_candidates/'],
  ['post', '/api/players/trade/'],
  ['post', '/api/players/transfer_players/'],
  ['get', '/api/teams/'],
  ['post', '/api/teams/'],
  ['get', '/api/teams/1/'],
  ['patch', '/api/teams/1/'],
  ['delete', '/api/teams/1/'],
  ['get', '/api/teams/export/'],
];

type Method = 'get' | 'post' | 'patch' | 'delete';

describe('players and teams access', () => {
  it.each(endpoints)('%s %s without a token answers 401', async (method, path) => {
    const res = await request(t.app)[method as Method](path).send({});

    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Authentication credentials were not provided.');
  });

  it.each(endpoints)('%s %s with a referee token answers 403', async (method, path) => {
    const referee = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app)[method as Method](path).set(referee.auth).send({});

    expect(res.status).toBe(403);
  });

  it('answers a non-numeric player id like a missing player', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });

    const res = await request(t.app).get('/api/players/not_a_player/').set(admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Player was not found.');
  });
});
