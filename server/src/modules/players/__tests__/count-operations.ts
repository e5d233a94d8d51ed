import type { Express } from 'express';
import type { Response } from 'supertest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Db } from '../../../lib/db/database.js';
import { createLogger } from '../../../lib/logger.js';

/**
 * Runs one request through an app whose Prisma client counts every model and raw operation,
 * so a test can show a list costs the same number of queries whatever its length.
 */
export async function countOperations(db: Db, send: (app: Express) => PromiseLike<Response>) {
  let operations = 0;
  const counting = db.$extends({
    query: {
      async $allOperations({ args, query }) {
        operations += 1;
        return query(args);
      },
    },
  }) as unknown as Db;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db: counting, config, logger: createLogger('silent') });
  const res = await send(app);
  return { status: res.status, body: res.body, operations };
}
