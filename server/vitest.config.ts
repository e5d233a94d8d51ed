import { defineConfig, configDefaults } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { listDatabaseFreeTests } from './src/testing/database-free-tests.js';
import { embeddedPassTests, isolatedTests, slowTests } from './src/testing/test-groups.js';
import { testWorkerCount } from './src/testing/test-workers.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const databaseFree = listDatabaseFreeTests(root);
// CI's second pass on the embedded database runs only the files whose answer can depend on it
// (docs/testing.md says which and why).
const embeddedPass = process.env.TEST_EMBEDDED_PASS === 'true';
const pick = (files: string[]) => {
  const picked = embeddedPass ? files.filter((f) => embeddedPassTests.includes(f)) : files;
  return picked.length > 0 ? picked : ['src/no-such-folder/*.test.ts'];
};

export default defineConfig({
  // The contract's TypeScript source, so tests always see the current shared schemas.
  resolve: { alias: { '@league/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) } },
  test: {
    environment: 'node',
    // Each worker has a database of its own (global-setup.ts), so files can run side by side.
    maxWorkers: testWorkerCount(),
    // A test that needs more than this belongs in the slow group below, or in a benchmark.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: 'test' },
    // Per-file times, so the slowest files can be named (docs/testing.md).
    reporters: ['default', ['json', { outputFile: 'test-output/server-tests.json' }]],
    coverage: { provider: 'v8', include: ['src/**/*.ts'], exclude: ['src/generated/**', 'src/**/__tests__/**', 'src/testing/**'], reportsDirectory: 'test-output/coverage' },
    projects: [
      {
        extends: true,
        // No database: nothing to isolate, so files share one module graph per worker.
        test: { name: 'unit', include: pick(databaseFree), exclude: [...configDefaults.exclude, ...slowTests], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: embeddedPass ? embeddedPassTests : ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...databaseFree, ...slowTests, ...isolatedTests],
          globalSetup: ['src/testing/global-setup.ts'],
          // The app is built per file from its deps (useTestApp), and no file mocks a module of
          // ours, so importing the app and Prisma once per worker is safe and saves minutes.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: pick(isolatedTests),
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        // The named slow group: whole-API walks and 20-way races (docs/testing.md says why each).
        test: {
          name: 'slow',
          include: pick(slowTests),
          globalSetup: ['src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});

