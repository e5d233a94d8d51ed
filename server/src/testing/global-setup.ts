import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openAdapter } from '../lib/db/adapters.js';
import { applyMigrations } from '../lib/db/migrations.js';
import { dropDatabase, recreateDatabase } from './worker-databases.js';
import { testWorkerCount, workerDatabaseUrl } from './test-workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string; workerUrls: string[] } | { kind: 'pglite'; snapshotPath: string };
  }
}

/**
 * Migrates one database for the whole run. With TEST_DATABASE_URL (CI) that is a real,
 * throwaway PostgreSQL; otherwise an embedded one whose migrated files every test file
 * starts from. Tests stay independent by each creating its own league.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const urls = Array.from({ length: testWorkerCount() }, (_, i) => workerDatabaseUrl(url, i + 1));
    await Promise.all(urls.slice(1).map((workerUrl) => recreateDatabase(url, workerUrl)));
    for (const workerUrl of urls) await applyMigrations((await openAdapter({ kind: 'postgres', url: workerUrl })).factory);
    project.provide('testDatabase', { kind: 'postgres', url, workerUrls: urls });
    return async () => {
      await Promise.all(urls.slice(1).map((workerUrl) => dropDatabase(url, workerUrl)));
    };
  }
  const adapter = await openAdapter({ kind: 'pglite' });
  await applyMigrations(adapter.factory);
  const dump = await adapter.dump!();
  await adapter.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'league-test-db-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  await writeFile(snapshotPath, dump);
  project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
