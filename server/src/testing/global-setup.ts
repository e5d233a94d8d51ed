import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../lib/db/migrations.js';
import { openAdapter } from '../lib/db/adapters.js';
import { migratedEmbeddedSnapshot } from './embedded-snapshot.js';
import { cloneDatabase, dropDatabase, withRunDatabaseLock } from './worker-databases.js';
import { testWorkerCount, workerDatabaseUrl } from './test-workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string; workerUrls: string[] } | { kind: 'pglite'; snapshotPath: string };
    /** True where files share one module graph (isolate: false): a worker then keeps one embedded database. */
    shareEmbeddedDatabase: boolean;
  }
}

/**
 * One migrated database for the run, as epic-stack's global setup does. With TEST_DATABASE_URL
 * (CI) that is a real, throwaway PostgreSQL, migrated once and cloned with CREATE DATABASE ...
 * TEMPLATE into one database per worker of this project; otherwise the migrated embedded database
 * as a tarball (kept between runs while the migrations are the same) that every worker loads.
 * Tests stay independent by each creating its own league.
 */
export default async function setup(project: TestProject) {
  project.provide('shareEmbeddedDatabase', project.config.isolate === false);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('testDatabase', { kind: 'pglite', snapshotPath: await migratedEmbeddedSnapshot() });
    return;
  }
  const suffix = project.name.replace(/\W+/g, '_') || 'tests';
  const workerUrls = Array.from({ length: testWorkerCount() }, (_, i) => workerDatabaseUrl(url, `${suffix}_w${i + 1}`));
  await withRunDatabaseLock(url, async () => {
    const adapter = await openAdapter({ kind: 'postgres', url });
    await applyMigrations(adapter.factory);
    await adapter.close();
    for (const workerUrl of workerUrls) await cloneDatabase(url, workerUrl);
  });
  project.provide('testDatabase', { kind: 'postgres', url, workerUrls });
  return async () => {
    for (const workerUrl of workerUrls) await dropDatabase(url, workerUrl);
  };
}
