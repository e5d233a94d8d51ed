import { defineConfig } from 'vitest/config';

// End-to-end: the production build of the same run on a fresh embedded database, Debian's
// chromium driven by playwright-core. Two spec files run at once: every test arranges its own
// league and signs in itself, so no spec shares data with another.
export default defineConfig({
  test: {
    include: ['e2e/specs/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    maxWorkers: 2,
    // No spec mocks a module, so the spec files of a worker share one module graph and one browser
    // (support/test.ts): playwright and the support modules load twice a run instead of 24 times.
    isolate: false,
    // A browser journey through several screens: the named slow group of docs/testing.md.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-output/e2e-tests.json' }]],
  },
});
