import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';

const t = useTestApp();
const rounds = 5;

const csv = ['Name,DOB', 'Ana Ruiz,2016-04-02', 'Bo Lee,2016-05-05', 'Cy Park,2016-06-06'].join('\n');

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('two imports of one export at once (PostgreSQL)', () => {
  it('into two divisions of a league: each person is one participant, registered in both', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const admin = await createAdminInNewLeague(t.db);
      const divisions = [await createDivision(t.db, admin.leagueId, { name: 'U10 A' }), await createDivision(t.db, admin.leagueId, { name: 'U10 B' })];
      const send = (divisionId: number) =>
        request(t.app).post('/api/players/import/').set(admin.auth).field('division_id', String(divisionId)).field('dry_run', 'false')
          .attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });

      const answers = await Promise.all(divisions.map((d) => send(d.id)));

      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await t.db.participant.count({ where: { leagueId: admin.leagueId } })).toBe(3);
      expect(await t.db.player.count({ where: { leagueId: admin.leagueId } })).toBe(6);
    }
  });

  it('into one division: the second sees the first and registers no one twice', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const admin = await createAdminInNewLeague(t.db);
      const division = await createDivision(t.db, admin.leagueId);
      const send = () =>
        request(t.app).post('/api/players/import/').set(admin.auth).field('division_id', String(division.id)).field('dry_run', 'false')
          .attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });

      const answers = await Promise.all([send(), send()]);

      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.map((r) => r.body.summary.new).sort()).toEqual([0, 3]);
      expect(await t.db.participant.count({ where: { leagueId: admin.leagueId } })).toBe(3);
      expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(3);
    }
  });
});
