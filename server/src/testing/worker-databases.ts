import pg from 'pg';

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

const serverUrl = (runUrl: string) => runUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1');

/** Runs one statement on the run database's server (CREATE/DROP DATABASE cannot run inside the target). */
async function onServer(runUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl(runUrl) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A worker's database: a copy of the migrated run database (CREATE DATABASE ... TEMPLATE copies
 * files, far quicker than migrating again). A leftover of an aborted run goes first.
 */
export async function cloneDatabase(runUrl: string, workerUrl: string): Promise<void> {
  await dropDatabase(runUrl, workerUrl);
  // A template must have no sessions: the migration engine's pool may not have let go yet.
  await onServer(runUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName(runUrl).replaceAll("'", "''")}' AND pid <> pg_backend_pid()`);
  await onServer(runUrl, `CREATE DATABASE ${quoted(databaseName(workerUrl))} TEMPLATE ${quoted(databaseName(runUrl))}`);
  // A throwaway test database needs no commit to survive a crash of PostgreSQL itself, so commits
  // don't wait for the disk: a thirty-file sample waited for it 4,070 times, 578 times without.
  await onServer(runUrl, `ALTER DATABASE ${quoted(databaseName(workerUrl))} SET synchronous_commit = off`);
}

export async function dropDatabase(runUrl: string, workerUrl: string): Promise<void> {
  await onServer(runUrl, `DROP DATABASE IF EXISTS ${quoted(databaseName(workerUrl))} WITH (FORCE)`);
}

/**
 * Runs `work` while holding a lock that every test project's global setup takes: vitest starts
 * the projects' setups side by side, and one project's clone (which ends the template's
 * sessions) must not cut another's migration short. The lock lives on the server's `postgres`
 * database, whose sessions the clone leaves alone.
 */
export async function withRunDatabaseLock<T>(runUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl(runUrl) });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [databaseName(runUrl)]);
    return await work();
  } finally {
    await client.end();
  }
}
