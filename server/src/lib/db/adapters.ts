import { mkdir } from 'node:fs/promises';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { lockDataDir } from './data-dir-lock.js';
import { startEmbeddedServer } from './embedded/pglite-host.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // dataDir undefined: an in-memory database (tests); loadDataDir: a tarball to start from.
  // statisticsAfterMs: when the embedded database refreshes its statistics (decision 0115).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Uint8Array; statisticsAfterMs?: number };

export interface OpenedAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory;
  describe: string;
  close: () => Promise<void>;
  /** The embedded database as a tarball (absent on PostgreSQL). */
  dump?: () => Promise<Uint8Array>;
}


// PGlite runs one exchange at a time (whole-exchanges.ts); a few connections keep the next
// query waiting in its thread while the request thread reads the last answer (decision 0033).
const embeddedConnections = 4;

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
    const embedded = await startEmbeddedServer({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, statisticsAfterMs: target.statisticsAfterMs, maxConnections: embeddedConnections + 1 });
    // One pool, shared by the app and the migrations, so the socket never sees more
    // connections than it serves.
    const pool = new pg.Pool({ host: embedded.socketDir, user: 'postgres', database: 'postgres', max: embeddedConnections, idleTimeoutMillis: 0 });
    return {
      // The same node-postgres adapter as PostgreSQL: one data path for both databases.
      factory: new PrismaPg(pool),
      describe: target.dataDir ? `embedded PostgreSQL (PGlite) in ${target.dataDir}` : 'embedded PostgreSQL (PGlite) in memory',
      close: () => pool.end().then(embedded.close).finally(unlock),
      dump: embedded.dump,
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
