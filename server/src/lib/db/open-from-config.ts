import type { Config } from '../../config/env.js';
import { openDatabase } from './database.js';

/** DATABASE_URL set: that PostgreSQL. Unset: the embedded PostgreSQL kept in DATA_DIR. */
export function openDatabaseFromConfig(config: Config) {
  return openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
  );
}
