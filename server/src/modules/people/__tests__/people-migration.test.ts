import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAdapter } from '../../../lib/db/adapters.js';
import { applyMigrations, readMigrationList } from '../../../lib/db/migrations.js';
import { migrationsDir, schemaPath } from '../../../lib/db/paths.js';
import { openSchemaEngine } from '../../../lib/db/schema-engine.js';
import { readFile } from 'node:fs/promises';

const peopleMigration = '20261125150014_people_across_seasons';

/** A database shaped by every migration before people across seasons: today's data. */
async function openDatabaseBeforePeople() {
  const adapter = await openAdapter({ kind: 'pglite' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'people-migrations-'));
  const folders = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name < peopleMigration);
  for (const folder of folders) await cp(path.join(migrationsDir, folder.name), path.join(dir, folder.name), { recursive: true });
  await cp(path.join(migrationsDir, 'migration_lock.toml'), path.join(dir, 'migration_lock.toml'));
  const engine = await openSchemaEngine(adapter.factory, { path: schemaPath, content: await readFile(schemaPath, 'utf8') });
  try {
    await engine.applyMigrations({ migrationsList: await readMigrationList(dir), filters: { externalTables: [], externalEnums: [] } });
  } finally {
    engine.free();
    await rm(dir, { recursive: true, force: true });
  }
  return connectTo(adapter);
}

async function connectTo(adapter: Awaited<ReturnType<typeof openAdapter>>) {
  const connection = await adapter.factory.connect();
  const sql = async (text: string) => (await connection.queryRaw({ sql: text, args: [], argTypes: [] })).rows;
  const script = (text: string) => connection.executeScript(text);
  return { adapter, sql, script, close: async () => { await connection.dispose(); await adapter.close(); } };
}

const seedTodaysData = `
  INSERT INTO leagues (id, name) VALUES (1, 'North'), (2, 'South');
  INSERT INTO seasons (id, name, year, start_date, end_date, league_id) VALUES
    (1, 'Spring 2025', 2025, '2025-03-01', '2025-06-01', 1), (2, 'Spring 2026', 2026, '2026-03-01', '2026-06-01', 1),
    (3, 'Spring 2026', 2026, '2026-03-01', '2026-06-01', 2);
  INSERT INTO divisions (id, name, season_id, league_id) VALUES (1, 'U10', 1, 1), (2, 'U10', 2, 1), (3, 'U10', 3, 2);
  INSERT INTO players (id, name, email, date_of_birth, league_id, division_id, additional_data, updated_at) VALUES
    (1, 'Ana Ruiz', 'ana@example.org', '2016-04-02', 1, 1, '{"gender":"F"}', now()),
    (2, '  ana   RUIZ ', NULL, '2016-04-02', 1, 2, '{}', now()),
    (3, 'Ben Ode', NULL, NULL, 1, 1, '{}', now()),
    (4, 'Ben Ode', NULL, NULL, 1, 2, '{}', now()),
    (5, 'Cy Lam', NULL, '2015-01-01', 1, 1, '{"PlayerID":"LA-77"}', now()),
    (6, 'Cyrus Lam', NULL, '2015-01-01', 1, 2, '{"PlayerID":"LA-77"}', now()),
    (7, 'Ana Ruiz', NULL, '2016-04-02', 2, 3, '{}', now()),
    (8, 'Dee Po', NULL, '2016-05-05', 1, 2, '"{\\"region\\":\\"N\\"}"', now());
`;

/**
 * Today's data carried through the people migration and every later one, made once per file and
 * copied for each test: migrating from an empty database is seconds of CPU, and every test here
 * starts from the same migrated state.
 */
let migratedTodaysData: Promise<Uint8Array> | undefined;
async function openMigratedTodaysData() {
  migratedTodaysData ??= (async () => {
    const db = await openDatabaseBeforePeople();
    try {
      await db.script(seedTodaysData);
      await applyMigrations(db.adapter.factory);
      return await db.adapter.dump!();
    } finally {
      await db.close();
    }
  })();
  return connectTo(await openAdapter({ kind: 'pglite', loadDataDir: await migratedTodaysData }));
}

describe('the people-across-seasons migration on a copy of today\'s data', () => {
  it('turns every player into a registration of one participant per person in a league, merging only exact matches', async () => {
    const db = await openMigratedTodaysData();
    try {

      const players = await db.sql('SELECT id, participant_id FROM players ORDER BY id');
      const participantOf = new Map(players.map(([id, participant]) => [id, participant]));
      expect(players.every(([, participant]) => participant !== null)).toBe(true);
      expect(participantOf.get(1)).toBe(participantOf.get(2)); // same name (case and spaces aside) and birthday
      expect(participantOf.get(3)).not.toBe(participantOf.get(4)); // no birthday: never merged on a name
      expect(participantOf.get(5)).toBe(participantOf.get(6)); // same registration id, name changed
      expect(participantOf.get(7)).not.toBe(participantOf.get(1)); // another league's Ana is another person
      const [ana] = await db.sql(`SELECT league_id, name, date_of_birth::text, gender, emails FROM participants WHERE id = ${Number(participantOf.get(1))}`);
      expect(ana).toEqual([1, 'ana   RUIZ', '2016-04-02', 'F', ['ana@example.org']]);
      const [cy] = await db.sql(`SELECT registration_id, name FROM participants WHERE id = ${Number(participantOf.get(5))}`);
      expect(cy).toEqual(['LA-77', 'Cyrus Lam']);
      expect((await db.sql('SELECT count(*)::int FROM participants'))[0]).toEqual([6]);
      expect((await db.sql('SELECT count(*)::int FROM players'))[0]).toEqual([8]); // nothing lost
    } finally {
      await db.close();
    }
  });

  it('a player added afterwards without a participant gets one by the same exact rule', async () => {
    const db = await openMigratedTodaysData();
    try {

      await db.script(`INSERT INTO players (id, name, date_of_birth, league_id, division_id, additional_data, updated_at) VALUES
        (20, 'ANA RUIZ', '2016-04-02', 1, 2, '{}', now()), (21, 'Cy L.', NULL, 1, 2, '{"PlayerID":"LA-77"}', now()),
        (22, 'Ben Ode', NULL, 1, 2, '{}', now()), (23, 'New Kid', '2017-02-02', 1, 2, '{"PlayerID":"LA-99"}', now())`);

      const rows = await db.sql('SELECT id, participant_id FROM players WHERE id IN (1, 5, 20, 21, 22, 23) ORDER BY id');
      const of = new Map(rows.map(([id, participant]) => [id, participant]));
      expect(of.get(20)).toBe(of.get(1));
      expect(of.get(21)).toBe(of.get(5));
      expect(of.get(22)).not.toBeNull();
      expect((await db.sql(`SELECT registration_id FROM participants WHERE id = ${Number(of.get(23))}`))[0]).toEqual(['LA-99']);
    } finally {
      await db.close();
    }
  });
});

describe('a participant nothing can find again', () => {
  it('is removed with its last registration when it has no date of birth, registration id or household', async () => {
    const db = await openMigratedTodaysData();
    try {
      const [[benFirst], [benSecond], [dee]] = [
        (await db.sql('SELECT participant_id FROM players WHERE id = 3'))[0]!,
        (await db.sql('SELECT participant_id FROM players WHERE id = 4'))[0]!,
        (await db.sql('SELECT participant_id FROM players WHERE id = 8'))[0]!,
      ];

      await db.script('DELETE FROM players WHERE id IN (3, 8)');
      await db.script(`INSERT INTO players (id, name, league_id, division_id, additional_data, updated_at) VALUES (30, 'Ben Ode', 1, 2, '{}', now())`);

      const left = (await db.sql('SELECT id FROM participants')).map(([id]) => id);
      expect(left).not.toContain(benFirst); // only a name: nothing is lost
      expect(left).toContain(benSecond); // still registered
      expect(left).toContain(dee); // has a date of birth: last season's person stays
      expect((await db.sql('SELECT count(*)::int FROM participants WHERE league_id = 1 AND name = \'Ben Ode\''))[0]).toEqual([2]);
    } finally {
      await db.close();
    }
  });
});
