import { defineConfig } from 'vitest/config';

// End-to-end: a real server on a fresh embedded database, Debian's chromium driven by
// playwright-core. One file at a time: one server, one browser, two cores.
export default defineConfig({
  test: {
    include: ['e2e/specs/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
