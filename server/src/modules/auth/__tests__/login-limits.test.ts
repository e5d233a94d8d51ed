import request from 'supertest';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

// Addresses come from X-Forwarded-For behind a trusted proxy; the progressive delay is off so no test waits.
const t = useTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MINUTES: '15', TRUST_PROXY: 'true', LOGIN_DELAY_BASE_MS: '0' });

const logIn = (app: Express, from: string, username: string, password: string, door = '/api/auth/login/') =>
  request(app).post(door).set('X-Forwarded-For', from).send({ username, password });

describe('failed sign-ins for one username from one address', () => {
  it('after too many, that address is refused (429) even with the right password', async () => {
    const admin = await createUser(t.db);
    for (let i = 0; i < 3; i++) await logIn(t.app, '203.0.113.1', admin.username, 'wrong-password');

    const res = await logIn(t.app, '203.0.113.1', admin.username, admin.password);

    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count each username separately, so one account attacked does not stop others', async () => {
    const locked = await createUser(t.db);
    const other = await createUser(t.db);
    for (let i = 0; i < 3; i++) await logIn(t.app, '203.0.113.2', locked.username, 'wrong-password');

    const res = await logIn(t.app, '203.0.113.2', other.username, other.password);

    expect(res.status).toBe(200);
  });

  it('add up at the admin door and the referee door, whatever the case and spaces of the username', async () => {
    const admin = await createUser(t.db);
    await logIn(t.app, '203.0.113.3', admin.username, 'wrong-password');
    await logIn(t.app, '203.0.113.3', admin.username, 'wrong-password', '/api/referees/login/');
    await logIn(t.app, '203.0.113.3', ` ${admin.username.toUpperCase()} `, 'wrong-password');

    const viaReferee = await logIn(t.app, '203.0.113.3', admin.username, admin.password, '/api/referees/login/');
    const viaAdmin = await logIn(t.app, '203.0.113.3', admin.username, admin.password);

    expect(viaReferee.status).toBe(429);
    expect(viaAdmin.status).toBe(429);
  });
});

describe('a username no account can have', () => {
  it('longer than registration allows, is refused as bad input (400), not counted', async () => {
    const res = await logIn(t.app, '203.0.113.10', 'u'.repeat(400), 'wrong-password');

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Username must be at most 150 characters long.');
  });
});

describe('guesses sent all at once', () => {
  it('are counted one by one, so no more than the limit get their password checked', async () => {
    const admin = await createUser(t.db);

    const answers = await Promise.all(Array.from({ length: 12 }, () => logIn(t.app, '203.0.113.9', admin.username, 'wrong-password')));

    expect(answers.filter((res) => res.status === 400)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(9);
  });
});

describe('an account under attack from elsewhere', () => {
  it('still lets its owner in with the right password from an address that has not been failing, while the attacking address stays refused', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 3; i++) await logIn(t.app, '198.51.100.1', owner.username, 'wrong-password');

    const fromHome = await logIn(t.app, '198.51.100.2', owner.username, owner.password);
    const fromAttacker = await logIn(t.app, '198.51.100.1', owner.username, owner.password);

    expect(fromHome.status).toBe(200);
    expect(fromAttacker.status).toBe(429);
  });

  it('gives each further address one wrong guess at most, then refuses it for that account', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 3; i++) await logIn(t.app, '198.51.100.11', owner.username, 'wrong-password');

    const firstGuess = await logIn(t.app, '198.51.100.12', owner.username, 'another-guess');
    const rightAfter = await logIn(t.app, '198.51.100.12', owner.username, owner.password);

    expect(firstGuess.status).toBe(400);
    expect(rightAfter.status).toBe(429);
  });

  it('does not count a sign-in that only came through the wrong door', async () => {
    const referee = await createUser(t.db, { userType: 'referee' });
    for (let i = 0; i < 4; i++) await logIn(t.app, '198.51.100.21', referee.username, referee.password);

    const res = await logIn(t.app, '198.51.100.21', referee.username, referee.password, '/api/referees/login/');

    expect(res.status).toBe(200);
  });
});

describe('failed sign-ins from one shared address across usernames (spraying)', () => {
  const sprayed = useTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_FAILURE_LIMIT: '5', TRUST_PROXY: 'true', LOGIN_DELAY_BASE_MS: '0' });

  it('do not lock out someone behind the same address who gives the right password', async () => {
    for (let i = 0; i < 8; i++) await logIn(sprayed.app, '192.0.2.1', `nobody_${i}`, 'guess-password');
    const colleague = await createUser(sprayed.db);

    const res = await logIn(sprayed.app, '192.0.2.1', colleague.username, colleague.password);

    expect(res.status).toBe(200);
  });

  it('still answer the sprayer "wrong password", not a way in', async () => {
    for (let i = 0; i < 8; i++) await logIn(sprayed.app, '192.0.2.2', `someone_${i}`, 'guess-password');
    const target = await createUser(sprayed.db);

    const res = await logIn(sprayed.app, '192.0.2.2', target.username, 'guess-password');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_credentials');
  });
});
