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

describe('one login limit across both sign-in doors', () => {
  it('failures at the admin door and the referee door add up for one username', async () => {
    const admin = await createUser(t.db);
    await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });
    await request(t.app).post('/api/referees/login/').send({ username: admin.username, password: 'wrong-password' });
    await request(t.app).post('/api/auth/login/').send({ username: ` ${admin.username.toUpperCase()} `, password: 'wrong-password' });

    const viaReferee = await request(t.app).post('/api/referees/login/').send({ username: admin.username, password: admin.password });
    const viaAdmin = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    expect(viaReferee.status).toBe(429);
    expect(viaAdmin.status).toBe(429);
  });
});

describe('failures from one address across usernames', () => {
  const sprayed = useTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_FAILURE_LIMIT: '5' });

  it('are capped: after the ceiling even a new username with its right password waits', async () => {
    for (let i = 0; i < 5; i++) {
      await request(sprayed.app).post('/api/auth/login/').send({ username: `nobody_${i}`, password: 'guess-password' });
    }
    const fresh = await createUser(sprayed.db);

    const res = await request(sprayed.app).post('/api/auth/login/').send({ username: fresh.username, password: fresh.password });

    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Too many failed sign-ins from this network. Please wait 15 minutes and try again.');
  });
});
