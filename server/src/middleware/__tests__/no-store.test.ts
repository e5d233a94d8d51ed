import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../testing/factories.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('API answers are never cached', () => {
  it.each([
    ['a public answer', '/api/health/'],
    ['an unknown API path', '/api/no-such-thing/'],
  ])('%s carries Cache-Control: no-store', async (_what, path) => {
    const res = await request(t.app).get(path);

    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a signed-in league answer and an error answer carry it too', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const list = await request(t.app).get('/api/seasons/').set(admin.auth);
    const denied = await request(t.app).get('/api/seasons/');

    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(denied.status).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});
