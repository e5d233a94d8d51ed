import type { Express } from 'express';
import { createApp } from '../app.js';
import type { Db } from '../lib/db/database.js';
import type { AppDeps } from '../lib/deps.js';
import { createLogger } from '../lib/logger.js';
import type { TestContext } from './test-app.js';

/**
 * The app on a client that counts the Prisma operations it runs, for tests that prove a
 * list costs the same number of database round trips for 1 row as for many; and the rows
 * (records) those operations answered, for tests that prove a request reads only what it needs.
 */
export function createCountingApp(t: TestContext, deps: Pick<AppDeps, 'workers'> = {}): { app: Express; operations: () => number; rows: () => number } {
  let count = 0;
  let rows = 0;
  const counted = t.db.$extends({
    query: {
      async $allOperations({ args, query }) {
        count += 1;
        const result = await query(args);
        rows += Array.isArray(result) ? result.length : result === null || result === undefined ? 0 : 1;
        return result;
      },
    },
  }) as unknown as Db;
  const app = createApp({ db: counted, config: t.config, logger: createLogger('silent'), ...deps });
  return { app, operations: () => count, rows: () => rows };
}
