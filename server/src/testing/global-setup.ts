import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openAdapter } from '../lib/db/adapters.js';
import { applyMigrations } from '../lib/db/migrations.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string } | { kind: 'pglite'; snapshotPath: string };
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
    const adapter = await openAdapter({ kind: 'postgres', url });
    await applyMigrations(adapter.factory);
    project.provide('testDatabase', { kind: 'postgres', url });
    return;
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
