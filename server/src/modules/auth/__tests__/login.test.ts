import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('POST /api/auth/login/', () => {
  it('when an admin gives the right password, answers a token and the user with its league', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });

    const res = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[a-f0-9]{64}$/);
    expect(res.body.user).toMatchObject({ username: admin.username, user_type: 'admin', league_id: admin.leagueId });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const me = await request(t.app).get('/api/health/').set('Authorization', `Token ${res.body.token}`);
    expect(me.status).toBe(200);
  });

  it('stores only a hash of the token it hands out', async () => {
    const admin = await createUser(t.db);

    const res = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    const stored = await t.db.authToken.findMany({ where: { userId: admin.id } });
    expect(stored.some((row) => row.keyHash === res.body.token)).toBe(false);
    expect(stored).toHaveLength(2);
  });

  it('when the password is wrong, answers 400 with a sentence and no token', async () => {
    const admin = await createUser(t.db);

    const res = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid username or password.', code: 'invalid_credentials' });
  });

  it('when the username does not exist, answers the same as a wrong password', async () => {
    const res = await request(t.app).post('/api/auth/login/').send({ username: 'nobody_here', password: 'whatever-pass' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid username or password.');
  });

  it.each([
    [{ password: 'x' }, 'Username is required.'],
    [{ username: 'someone' }, 'Password is required.'],
    [{ username: '  ', password: 'x' }, 'Username is required.'],
  ])('when fields are missing (%o), answers 400 naming the field', async (body, message) => {
    const res = await request(t.app).post('/api/auth/login/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.code).toBe('validation_error');
  });

  it('when a referee uses the league-admin login, answers 403 pointing to the referee portal', async () => {
    const referee = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).post('/api/auth/login/').send({ username: referee.username, password: referee.password });

    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Referee Portal/);
    expect(res.body).not.toHaveProperty('token');
  });

  it('when the body is not JSON, answers 400 saying so', async () => {
    const res = await request(t.app).post('/api/auth/login/').set('Content-Type', 'application/json').send('{"username":');

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON.');
  });
});
