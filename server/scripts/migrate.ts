// Applies prisma/migrations to the configured database (DATABASE_URL, else the embedded one).
import { loadConfig } from '../src/config/env.js';
import { openDatabaseFromConfig } from '../src/lib/db/open-from-config.js';

const database = await openDatabaseFromConfig(loadConfig());
const applied = database.appliedMigrations;
console.log(`${database.describe}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}.`);
await database.close();
