import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openAdapter } from '../lib/db/adapters.js';
import { applyMigrations } from '../lib/db/migrations.js';
import { migrationsDir, repoRoot } from '../lib/db/paths.js';

const cacheDir = path.join(repoRoot, 'node_modules/.cache/league-tests');

/** A hash of every migration's SQL and of PGlite's version: the snapshot is current while they are the same. */
async function hashMigrations(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')).catch(() => ''));
  const folders = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const folder of folders) hash.update(folder).update(await readFile(path.join(migrationsDir, folder, 'migration.sql')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a tarball of the embedded database with every migration applied. Migrating takes
 * seconds of CPU, so the tarball is kept in node_modules/.cache and made again only when a
 * migration changes.
 */
export async function migratedEmbeddedSnapshot(): Promise<string> {
  const snapshotPath = path.join(cacheDir, `migrated-${await hashMigrations()}.tar`);
  if (existsSync(snapshotPath)) return snapshotPath;
  const adapter = await openAdapter({ kind: 'pglite' });
  try {
    await applyMigrations(adapter.factory);
    const dump = await adapter.dump!();
    await mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a run (or another project's setup) never reads half a file.
    const partial = `${snapshotPath}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    await writeFile(partial, dump);
    await rename(partial, snapshotPath);
  } finally {
    await adapter.close();
  }
  return snapshotPath;
}
