import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { lockDataDir } from './data-dir-lock.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // dataDir undefined: an in-memory database (tests); loadDataDir: a tarball to start from.
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface OpenedAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory;
  describe: string;
  close: () => Promise<void>;
  pglite?: PGlite;
}

export async function openAdapter(target: DatabaseTarget): Promise<OpenedAdapter> {
  if (target.kind === 'postgres') {
    const factory = new PrismaPg({ connectionString: target.url });
    return { factory, describe: describeUrl(target.url), close: async () => {} };
  }
  let unlock = () => {};
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  try {
    const pglite = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
    await pglite.waitReady;
    return {
      factory: new PrismaPGlite(pglite),
      describe: target.dataDir ? `embedded PostgreSQL (PGlite) in ${target.dataDir}` : 'embedded PostgreSQL (PGlite) in memory',
      close: () => pglite.close().finally(unlock),
      pglite,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The URL without its password, for logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
