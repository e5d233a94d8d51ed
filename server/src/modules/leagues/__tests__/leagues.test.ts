import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('GET /api/public/leagues/', () => {
  it('lists leagues by id and name to anyone, without a token', async () => {
    const league = await createLeague(t.db);

    const res = await request(t.app).get('/api/public/leagues/');

    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toContainEqual({ id: league.id, name: league.name });
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name']);
  });
});
