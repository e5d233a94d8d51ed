import { PrismaClient } from '../../generated/prisma/client.js';
import { openAdapter, type DatabaseTarget } from './adapters.js';
import { applyMigrations } from './migrations.js';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** Where the data lives, for the start-up log (never includes a password). */
  describe: string;
  /** Migration names applied by this open (empty when the database was already current). */
  appliedMigrations: string[];
  close: () => Promise<void>;
}

/** Opens the database, brings its schema up to date and answers a Prisma client on it. */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<Database> {
  const adapter = await openAdapter(target);
  const appliedMigrations = options.migrate === false ? [] : await applyMigrations(adapter.factory);
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return {
    prisma,
    describe: adapter.describe,
    appliedMigrations,
    close: async () => {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
