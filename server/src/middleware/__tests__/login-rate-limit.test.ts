import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MINUTES: '15' });

describe('login rate limit', () => {
  it('after too many failed logins for one username, answers 429 even with the right password', async () => {
    const admin = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });
    }

    const res = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Too many failed login attempts/);
  });

  it('counts each username separately, so one locked account does not lock others', async () => {
    const locked = await createUser(t.db);
    const other = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      await request(t.app).post('/api/auth/login/').send({ username: locked.username, password: 'wrong-password' });
    }

    const res = await request(t.app).post('/api/auth/login/').send({ username: other.username, password: other.password });

    expect(res.status).toBe(200);
  });
});
