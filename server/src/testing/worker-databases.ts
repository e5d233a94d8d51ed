import pg from 'pg';

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Runs one statement on the run database's server (CREATE/DROP DATABASE cannot run inside the target). */
async function onServer(runUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: runUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A fresh, empty sibling database for one test worker (a leftover of an aborted run goes first). */
export async function recreateDatabase(runUrl: string, workerUrl: string): Promise<void> {
  await dropDatabase(runUrl, workerUrl);
  await onServer(runUrl, `CREATE DATABASE ${quoted(databaseName(workerUrl))}`);
}

export async function dropDatabase(runUrl: string, workerUrl: string): Promise<void> {
  await onServer(runUrl, `DROP DATABASE IF EXISTS ${quoted(databaseName(workerUrl))} WITH (FORCE)`);
}
