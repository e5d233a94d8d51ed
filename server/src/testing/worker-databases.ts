import pg from 'pg';

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Runs one statement on the run database's server (CREATE/DROP DATABASE cannot run inside the target). */
async function onServer(runUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: runUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
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
}

export async function dropDatabase(runUrl: string, workerUrl: string): Promise<void> {
  await onServer(runUrl, `DROP DATABASE IF EXISTS ${quoted(databaseName(workerUrl))} WITH (FORCE)`);
}
