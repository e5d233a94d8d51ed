import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeague, createUser, unique } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function validBody(overrides: Record<string, unknown> = {}) {
  const league = await createLeague(t.db);
  const username = unique('ref_');
  return {
    username,
    password: 'whistle-blower-8',
    email: `${username}@example.org`,
    first_name: 'Jamie',
    last_name: 'Court',
    league_id: league.id,
    ...overrides,
  };
}

describe('POST /api/referees/register/', () => {
  it('creates a referee in the chosen league and answers a working token and the profile', async () => {
    const body = await validBody({ phone_number: '+1 555 0100', date_of_birth: '1990-04-12' });

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[a-f0-9]{64}$/);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      first_name: 'Jamie',
      last_name: 'Court',
      user_type: 'referee',
      league_id: body.league_id,
      phone_number: '+1 555 0100',
      date_of_birth: '1990-04-12',
      is_active: true,
    });
    const profile = await request(t.app).get('/api/referees/profile/').set('Authorization', `Token ${res.body.token}`);
    expect(profile.status).toBe(200);
    expect(profile.body.username).toBe(body.username);
  });

  it('accepts empty optional fields as not given', async () => {
    const body = await validBody({ phone_number: '', date_of_birth: '' });

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ phone_number: '', date_of_birth: null });
  });

  it.each([
    ['username', 'Username is required.'],
    ['password', 'Password is required.'],
    ['email', 'Email is required.'],
    ['first_name', 'First name is required.'],
    ['last_name', 'Last name is required.'],
    ['league_id', 'League is required.'],
  ])('when %s is missing, answers 400 naming it', async (field, message) => {
    const body: Record<string, unknown> = await validBody();
    delete body[field];

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details.fields).toHaveProperty(field);
  });

  it.each([
    [{ password: 'short7!' }, 'Password must be at least 8 characters long.'],
    // bcrypt would silently ignore everything after the 72nd byte.
    [{ password: 'é'.repeat(37) }, 'Password must be at most 72 bytes long (72 plain letters or digits; accented letters and emoji count as 2 to 4).'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ date_of_birth: '12/04/1990' }, 'Date of birth must be a date (YYYY-MM-DD).'],
    [{ phone_number: 'call me' }, 'Phone number may contain only digits, spaces and + ( ) - . characters.'],
  ])('when a field is invalid (%o), answers 400 with the rule', async (overrides, message) => {
    const res = await request(t.app).post('/api/referees/register/').send(await validBody(overrides));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the league does not exist, answers 400', async () => {
    const res = await request(t.app).post('/api/referees/register/').send(await validBody({ league_id: 987654321 }));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The selected league does not exist.');
  });

  it('when the username is taken, answers 400 and creates nothing', async () => {
    const existing = await createUser(t.db, { userType: 'referee' });
    const body = await validBody({ username: existing.username });

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'This username is already taken.', code: 'username_taken' });
    expect(await t.db.user.count({ where: { email: body.email } })).toBe(0);
  });

  it('when the email is taken (in any letter case), answers 400', async () => {
    const existing = await createUser(t.db, { userType: 'referee' });

    const res = await request(t.app)
      .post('/api/referees/register/')
      .send(await validBody({ email: `${existing.username}@EXAMPLE.org` }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'An account with this email already exists.', code: 'email_taken' });
  });
});
