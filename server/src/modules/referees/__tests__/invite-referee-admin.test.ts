import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../testing/factories.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const newAdmin = (overrides: Record<string, unknown> = {}) => {
  const username = unique('chief_');
  return { username, email: `${username}@example.org`, first_name: 'Dana', last_name: 'Whistle', password: 'first-pass-123', ...overrides };
};

describe('POST /api/referees/admins/', () => {
  it("creates the league's referee administrator, who signs in to the referee portal and manages quizzes", async () => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const body = newAdmin();

    const res = await request(t.app).post('/api/referees/admins/').set(admin.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: body.username, user_type: 'referee_admin', league_id: admin.leagueId, first_name: 'Dana' });
    expect(res.body).not.toHaveProperty('password');
    const login = await request(t.app).post('/api/referees/login/').send({ username: body.username, password: body.password });
    expect(login.status).toBe(200);
    const quizzes = await request(t.app).get('/api/quizzes/bank/').set({ Authorization: `Token ${login.body.token}` });
    expect(quizzes.status).toBe(200);
  });

  it('lists the league’s referee administrators, not other leagues’', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const other = await createUser(t.db, { userType: 'admin' });
    const mine = newAdmin();
    await request(t.app).post('/api/referees/admins/').set(admin.auth).send(mine);
    await request(t.app).post('/api/referees/admins/').set(other.auth).send(newAdmin());

    const res = await request(t.app).get('/api/referees/admins/').set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.results.map((u: { username: string }) => u.username)).toEqual([mine.username]);
  });

  it.each(['referee', 'referee_admin'] as const)('refuses a %s with 403 and creates no account', async (userType) => {
    const caller = await createUser(t.db, { userType });
    const body = newAdmin();

    const res = await request(t.app).post('/api/referees/admins/').set(caller.auth).send(body);

    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only league administrators can add referee administrators.');
    expect(await t.db.user.count({ where: { username: body.username } })).toBe(0);
  });

  it('answers 401 without a sign-in', async () => {
    const res = await request(t.app).post('/api/referees/admins/').send(newAdmin());

    expect(res.status).toBe(401);
  });

  it('answers 409 for a username that exists (in any league) and leaves that account as it was', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const existing = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).post('/api/referees/admins/').set(admin.auth).send(newAdmin({ username: existing.username }));

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'This username is already taken. Choose another one for the referee administrator.', code: 'username_taken' });
    const still = await t.db.user.findUniqueOrThrow({ where: { username: existing.username } });
    expect(still).toMatchObject({ userType: 'referee', leagueId: existing.leagueId });
  });

  it('answers 409 for an email another account has', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const existing = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).post('/api/referees/admins/').set(admin.auth).send(newAdmin({ email: `${existing.username}@EXAMPLE.org` }));

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_taken');
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ username: 'has space' }, 'Username may contain only letters, digits and @ . + - _ characters.'],
    [{ first_name: '' }, 'First name is required.'],
  ])('answers 400 with a sentence for %o and writes nothing', async (change, sentence) => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const body = newAdmin(change);

    const res = await request(t.app).post('/api/referees/admins/').set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(sentence);
    expect(await t.db.user.count({ where: { email: String(body.email) } })).toBe(0);
  });

  it.skipIf(!runsOnPostgres())('creates one account when the same username is sent twice at once; the other answers 409', async () => {
    const admin = await createUser(t.db, { userType: 'admin' });
    const body = newAdmin();

    const answers = await Promise.all([
      request(t.app).post('/api/referees/admins/').set(admin.auth).send(body),
      request(t.app).post('/api/referees/admins/').set(admin.auth).send({ ...body, email: `second.${body.email}` }),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.user.count({ where: { username: body.username } })).toBe(1);
  });
});
