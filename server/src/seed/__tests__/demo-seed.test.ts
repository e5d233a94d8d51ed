import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';
import { demoAccounts, demoLeagueName } from '../demo-accounts.js';
import { seedDemo } from '../demo-seed.js';

const t = useTestApp();

describe('the demo seed', () => {
  it('creates the demo league once; a second run changes nothing', async () => {
    const first = await seedDemo(t.db);
    const second = await seedDemo(t.db);

    expect([first, second]).toEqual(['created', 'present']);
    expect(await t.db.league.count({ where: { name: demoLeagueName } })).toBe(1);
  });

  it('its admin can log in with the printed credentials and finds a season, a division and skills', async () => {
    await seedDemo(t.db);
    const admin = demoAccounts.find((a) => a.userType === 'admin')!;

    const res = await request(t.app).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    expect(res.status).toBe(200);
    const division = await t.db.division.findFirstOrThrow({ where: { leagueId: res.body.user.league_id }, include: { skills: true } });
    expect(division.skills.length).toBeGreaterThanOrEqual(3);
  });
});
