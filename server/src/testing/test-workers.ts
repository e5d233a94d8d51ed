import os from 'node:os';

/**
 * How many test files run at once. Vitest's default on a 2-core machine is one, which leaves
 * a core idle while a test waits for the database; every worker gets its own database
 * (global-setup.ts), so files never see each other's outbox, queues or notifications.
 */
export function testWorkerCount(): number {
  const fromEnv = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, os.availableParallelism() - 1);
}

/** The run database's sibling named `<run>_<suffix>`, on the same server. */
export function workerDatabaseUrl(runUrl: string, suffix: string): string {
  const url = new URL(runUrl);
  url.pathname = `${url.pathname.replace(/^\//, '')}_${suffix}`;
  return url.toString();
}
