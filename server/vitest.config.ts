import { defineConfig, configDefaults } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { listDatabaseFreeTests } from './src/testing/database-free-tests.js';
import { testWorkerCount } from './src/testing/test-workers.js';

const root = fileURLToPath(new URL('.', import.meta.url));
// CI's second pass (embedded database) only needs the tests whose answer can depend on it.
const databaseTestsOnly = process.env.TEST_DATABASE_TESTS_ONLY === 'true';

export default defineConfig({
  // The contract's TypeScript source, so tests always see the current shared schemas.
  resolve: { alias: { '@league/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(databaseTestsOnly ? listDatabaseFreeTests(root) : [])],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each worker has a database of its own (test-database.ts), so files can run side by side.
    maxWorkers: testWorkerCount(),
    // Two files at a time on two cores: a heavy balance test can pass 20 s when the machine is shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
