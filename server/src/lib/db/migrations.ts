import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { openSchemaEngine } from './schema-engine.js';
import { migrationsDir, schemaPath } from './paths.js';

const noFilters = { externalTables: [], externalEnums: [] };

/** Reads prisma/migrations the way Prisma's CLI does: one folder per migration, in name order. */
export async function readMigrationList(baseDir = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(baseDir, { withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => ({
      path: folder,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: await readFile(path.join(baseDir, folder, 'migration.sql'), 'utf8') },
      },
    })),
  );
  const lockPath = path.join(baseDir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/** Applies every migration the database has not seen yet; answers the names it applied. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const schema = { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
  const engine = await openSchemaEngine(adapterFactory, schema);
  try {
    const result = await engine.applyMigrations({ migrationsList: await readMigrationList(), filters: noFilters });
    return result.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** The SQL that turns a database shaped by `fromSchema` (or an empty one) into `toSchema`. */
export async function diffSchemas(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  fromSchema: string | null,
  toSchema: string,
): Promise<string> {
  const to = { path: schemaPath, content: toSchema };
  const engine = await openSchemaEngine(adapterFactory, to);
  try {
    const result = await engine.diff({
      from: fromSchema === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fromSchema }] },
      to: { tag: 'schemaDatamodel', files: [to] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? '';
  } finally {
    engine.free();
  }
}
