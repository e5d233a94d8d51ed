import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testPostgresUrl } from '../../../testing/test-database.js';
import { openAdapter } from '../adapters.js';
import { applyMigrations, readMigrationList } from '../migrations.js';

describe('migrations', () => {
  it('a fresh embedded database gets every migration, and a second apply applies nothing', async () => {
    const adapter = await openAdapter({ kind: 'pglite' });
    try {
      const folders = (await readMigrationList()).migrationDirectories.map((d) => d.path);

      const first = await applyMigrations(adapter.factory);
      const second = await applyMigrations(adapter.factory);

      expect(first).toEqual(folders);
      expect(second).toEqual([]);
      const connection = await adapter.factory.connect();
      const recorded = await connection.queryRaw({ sql: 'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name', args: [], argTypes: [] });
      await connection.dispose();
      expect(recorded.rows.map(([name]) => name)).toEqual(folders);
    } finally {
      await adapter.close();
    }
  });

  it('the run database (PostgreSQL in CI) is already migrated: applying again applies nothing', async () => {
    const url = testPostgresUrl();
    if (!url) return expect(inject('testDatabase').kind).toBe('pglite');
    const adapter = await openAdapter({ kind: 'postgres', url });

    expect(await applyMigrations(adapter.factory)).toEqual([]);
  });
});
