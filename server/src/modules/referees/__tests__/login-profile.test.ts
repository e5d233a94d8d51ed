import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const profileFields = [
  'id', 'username', 'first_name', 'last_name', 'email', 'phone_number', 'date_of_birth', 'user_type',
  'certification_level', 'experience_years', 'league_name', 'is_active', 'created_at',
];

describe('POST /api/referees/login/', () => {
  it.each(['referee', 'referee_admin', 'admin'] as const)('lets a %s sign in and answers a token and the user', async (userType) => {
    const user = await createUser(t.db, { userType });

    const res = await request(t.app).post('/api/referees/login/').send({ username: user.username, password: user.password });

    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[a-f0-9]{64}$/);
    expect(res.body.user).toMatchObject({ id: user.id, user_type: userType });
  });

  it('when the password is wrong, answers 400 with a sentence', async () => {
    const user = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).post('/api/referees/login/').send({ username: user.username, password: 'nope-nope-nope' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid username or password.');
  });

  it('when fields are missing, answers 400 naming the field', async () => {
    const res = await request(t.app).post('/api/referees/login/').send({ username: 'someone' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password is required.');
  });
});

describe('GET /api/referees/profile/', () => {
  it('answers every profile field of the signed-in user and never the password hash', async () => {
    const referee = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app).get('/api/referees/profile/').set(referee.auth);

    expect(res.status).toBe(200);
    for (const field of profileFields) expect(res.body).toHaveProperty(field);
    expect(res.body).toMatchObject({ id: referee.id, user_type: 'referee', certification_level: 'trainee', experience_years: 0 });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('without a token answers 401', async () => {
    const res = await request(t.app).get('/api/referees/profile/');

    expect(res.status).toBe(401);
  });

  it('with an unknown token answers 401', async () => {
    const res = await request(t.app).get('/api/referees/profile/').set('Authorization', 'Token abc123');

    expect(res.status).toBe(401);
  });
});
