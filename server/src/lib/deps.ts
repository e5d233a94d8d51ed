import type { Config } from '../config/env.js';
import type { Db } from './db/database.js';
import type { Logger } from './logger.js';
import type { OptimizerPool } from '../modules/balancing/worker/optimizer-pool.js';

/** What the app is built from; tests pass their own database and config. */
export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The time services act at; tests inject their own to move past deadlines. Default: the system clock. */
  clock?: () => Date;
  /** The balancing worker pool; default: the process's shared pool. */
  optimizer?: OptimizerPool;
}

export const systemClock = () => new Date();
