import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeague, unique } from '../../../testing/factories.js';
import { hostileIds, outOfRangeDates } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function registration(overrides: Record<string, unknown>) {
  const league = await createLeague(t.db);
  const username = unique('ref_');
  const body = { username, password: 'whistle-blower-8', email: `${username}@example.org`, first_name: 'Jamie', last_name: 'Court', league_id: league.id, ...overrides };
  return { body, username };
}

describe('referee registration field bounds', () => {
  it.each(hostileIds)('when the league is %s, answers 400 naming the league and creates no account', async (_, league_id) => {
    const { body, username } = await registration({ league_id });

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('League is required.');
    expect(await t.db.user.count({ where: { username } })).toBe(0);
  });

  it.each(outOfRangeDates.filter((date) => date < '2100'))('when the date of birth is %s, answers 400 naming it', async (date_of_birth) => {
    const { body, username } = await registration({ date_of_birth });

    const res = await request(t.app).post('/api/referees/register/').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Date of birth must be between the years 1900 and 2100.');
    expect(await t.db.user.count({ where: { username } })).toBe(0);
  });
});
