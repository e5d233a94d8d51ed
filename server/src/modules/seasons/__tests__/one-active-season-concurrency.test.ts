import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';

const t = useTestApp();

const activeSeason = () => ({ name: unique('Fall '), year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', is_active: true });

describe.skipIf(!runsOnPostgres())('one active season under concurrent creates (PostgreSQL)', () => {
  it('two active seasons created at the same moment leave exactly one of them active', async () => {
    const admin = await createAdminInNewLeague(t.db);

    // Several rounds: each pair of requests runs on two connections at once.
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([activeSeason(), activeSeason()].map((body) => request(t.app).post('/api/seasons/').set(admin.auth).send(body)));
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
    }

    const active = await t.db.season.findMany({ where: { leagueId: admin.leagueId, isActive: true } });
    expect(active).toHaveLength(1);
    expect(await t.db.season.count({ where: { leagueId: admin.leagueId } })).toBe(10);
  });

  it('activating two seasons at the same moment leaves exactly one active', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const created = await Promise.all([activeSeason(), activeSeason(), activeSeason()].map(async (body) => (await request(t.app).post('/api/seasons/').set(admin.auth).send({ ...body, is_active: false })).body.id as number));

    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [created[round % 3]!, created[(round + 1) % 3]!];
      const answers = await Promise.all([a, b].map((id) => request(t.app).post(`/api/seasons/${id}/activate/`).set(admin.auth)));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await t.db.season.count({ where: { leagueId: admin.leagueId, isActive: true } })).toBe(1);
    }
  });
});

