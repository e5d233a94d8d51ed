import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../lib/db/database.js';

let sharedEmbedded: Promise<Database> | undefined;

/**
 * The run's migrated database: this worker's PostgreSQL database in CI, the embedded one
 * otherwise. Where files share a module graph (isolate: false), a worker keeps one embedded
 * database for all its files, as a PostgreSQL worker keeps one database: loading it costs
 * seconds, and tests never depend on a fresh one (each creates its own league). Closing that
 * shared one is left to the worker's exit.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testPostgresUrl();
  if (url) return openDatabase({ kind: 'postgres', url }, { migrate: false });
  if (!inject('shareEmbeddedDatabase')) return openEmbeddedCopy();
  sharedEmbedded ??= openEmbeddedCopy();
  const database = await sharedEmbedded;
  return { ...database, close: async () => {} };
}

async function openEmbeddedCopy(): Promise<Database> {
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
  return target.workerUrls[(worker - 1) % target.workerUrls.length];
}

/** True when the run uses a real PostgreSQL: concurrency tests need one (PGlite runs one query at a time). */
export function runsOnPostgres(): boolean {
  return inject('testDatabase').kind === 'postgres';
}
