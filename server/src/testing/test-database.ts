import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../lib/db/database.js';

/** The run's migrated database: PostgreSQL in CI, a private copy of the embedded one locally. */
export async function openTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'postgres') return openDatabase({ kind: 'postgres', url: target.url }, { migrate: false });
  const tarball = new Uint8Array(await readFile(target.snapshotPath));
  return openDatabase({ kind: 'pglite', loadDataDir: tarball }, { migrate: false });
}

/** True when the run uses a real PostgreSQL: concurrency tests need one (PGlite runs one query at a time). */
export function runsOnPostgres(): boolean {
  return inject('testDatabase').kind === 'postgres';
}
