import type { Express } from 'express';
import { createApp } from '../app.js';
import type { Db } from '../lib/db/database.js';
import { createLogger } from '../lib/logger.js';
import type { TestContext } from './test-app.js';

/**
 * The app on a client that counts the Prisma operations it runs, for tests that prove a
 * list costs the same number of database round trips for 1 row as for many.
 */
export function createCountingApp(t: TestContext): { app: Express; operations: () => number } {
  let count = 0;
  const counted = t.db.$extends({
    query: {
      async $allOperations({ args, query }) {
        count += 1;
        return query(args);
      },
    },
  }) as unknown as Db;
  const app = createApp({ db: counted, config: t.config, logger: createLogger('silent') });
  return { app, operations: () => count };
}
