import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../lib/db/database.js';

/** The run's migrated database: PostgreSQL in CI, a private copy of the embedded one locally. */
export async function openTestDatabase(): Promise<Database> {
  const url = testPostgresUrl();
  if (url) return openDatabase({ kind: 'postgres', url }, { migrate: false });
  const target = inject('testDatabase');
  if (target.kind !== 'pglite') throw new Error('The run has no embedded database snapshot.');
  const tarball = new Uint8Array(await readFile(target.snapshotPath));
  return openDatabase({ kind: 'pglite', loadDataDir: tarball }, { migrate: false });
}

/**
 * This worker's PostgreSQL database, or undefined on the embedded one. Files run side by side,
 * each worker on its own database, so one file's outbox sweep never sends another's mail.
 */
export function testPostgresUrl(): string | undefined {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return target.workerUrls[(worker - 1) % target.workerUrls.length] ?? target.url;
}

/** True when the run uses a real PostgreSQL: concurrency tests need one (PGlite runs one query at a time). */
export function runsOnPostgres(): boolean {
  return inject('testDatabase').kind === 'postgres';
}
