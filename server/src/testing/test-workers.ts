import os from 'node:os';

/**
 * How many test files run at once. Vitest's default on a 2-core machine is one, which leaves
 * a core idle while a test waits for PostgreSQL; every worker gets its own database (below),
 * so files never see each other's outbox, queues or notifications.
 */
export function testWorkerCount(): number {
  const fromEnv = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, os.availableParallelism() - 1);
}

/** The database of worker `index` (1-based): the run's own for the first, a sibling for the rest. */
export function workerDatabaseUrl(runUrl: string, index: number): string {
  if (index <= 1) return runUrl;
  const url = new URL(runUrl);
  url.pathname = `${url.pathname.replace(/^\//, '')}_w${index}`;
  return url.toString();
}
