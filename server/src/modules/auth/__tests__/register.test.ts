import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeague, createUser, unique } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const validBody = () => ({
  league_name: unique('Hoops League '),
  username: unique('founder_'),
  password: 'long-enough-pass',
  email: `${unique('f')}@example.org`,
  first_name: 'Fran',
});

describe('POST /api/auth/register/', () => {
  it('creates the league and its first admin, and logs them in', async () => {
    const body = validBody();

    const res = await request(t.app).post('/api/auth/register/').send(body);

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: body.username, user_type: 'admin', league_name: body.league_name, first_name: 'Fran' });
    const login = await request(t.app).post('/api/auth/login/').send({ username: body.username, password: body.password });
    expect(login.status).toBe(200);
  });

  it('when the league name is taken (any case), answers 400 and creates nothing', async () => {
    const league = await createLeague(t.db);
    const body = { ...validBody(), league_name: league.name.toUpperCase() };

    const res = await request(t.app).post('/api/auth/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A league with this name already exists.');
    expect(await t.db.user.count({ where: { username: body.username } })).toBe(0);
  });

  it('when the username is taken, answers 400 and creates no league', async () => {
    const existing = await createUser(t.db);
    const body = { ...validBody(), username: existing.username };

    const res = await request(t.app).post('/api/auth/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This username is already taken.');
    expect(await t.db.league.count({ where: { name: body.league_name } })).toBe(0);
  });

  it('when the password is shorter than 8 characters, answers 400 with the rule', async () => {
    const res = await request(t.app).post('/api/auth/register/').send({ ...validBody(), password: 'short' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at least 8 characters long.');
  });

  it('when the password is over 72 bytes (all bcrypt reads), answers 400 and creates no league', async () => {
    const body = { ...validBody(), password: 'a'.repeat(73) };

    const res = await request(t.app).post('/api/auth/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at most 72 bytes long (72 plain letters or digits; accented letters and emoji count as 2 to 4).');
    expect(await t.db.league.count({ where: { name: body.league_name } })).toBe(0);
  });

  it('accepts a password of exactly 72 bytes and signs in with it', async () => {
    const body = { ...validBody(), password: 'b'.repeat(72) };

    const res = await request(t.app).post('/api/auth/register/').send(body);
    const login = await request(t.app).post('/api/auth/login/').send({ username: body.username, password: body.password });

    expect(res.status).toBe(201);
    expect(login.status).toBe(200);
  });

  it('when the email is not an email, answers 400 naming it', async () => {
    const res = await request(t.app).post('/api/auth/register/').send({ ...validBody(), email: 'not-an-email' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Enter a valid email address.');
  });
});
