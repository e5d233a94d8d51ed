import type { Config } from '../config/env.js';
import type { Db } from './db/database.js';
import type { DraftEvents } from './draft-events.js';
import type { Logger } from './logger.js';
import type { Notifier } from './notifier.js';
import type { WorkerPool } from './worker-pool.js';

/** What the app is built from; tests pass their own database and config. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The time services act at; tests inject their own to move past deadlines. Default: the system clock. */
  clock?: () => Date;
  /** The worker threads for CPU-heavy jobs (balancing, large trade rankings); default: the process's shared pool. */
  workers?: WorkerPool;
  /** Sends the outbox after a transaction wrote to it; default: nothing sent, messages wait in the outbox. */
  notifier?: Notifier;
  /** Live draft picks to every events stream; default: in this process only (PostgreSQL: NOTIFY, decision 0076). */
  draftEvents?: DraftEvents;
}

export const systemClock = () => new Date();
