import { afterAll, beforeAll } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import type { Db } from '../lib/db/database.js';
import { createLogger } from '../lib/logger.js';
import { unique } from './factories.js';
import { openTestDatabase } from './test-database.js';

export interface TestContext {
  app: Express;
  db: Db;
  config: Config;
}

/**
 * Call at the top of a test file: builds the real app on the run's migrated database
 * once for the file. Read the fields inside tests or hooks (they are set in beforeAll).
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase();
    close = database.close;
    // Each test file counts its own rate limits, even on one shared database.
    ctx.config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('test-'), ...env });
    ctx.db = database.prisma;
    ctx.app = createApp({ db: ctx.db, config: ctx.config, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await close();
  });
  return ctx;
}
