/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [
    react(),
    // The evaluator's phone keeps working offline through a reload (issue 26, decision 0060): the
    // built app shell is precached by a generated Workbox service worker, registered only from
    // /evaluate (injectRegister false). API calls are never answered from a cache.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: 'index.html',
        // The guide is the server's page, not the app's: never answer it with the app's index.html.
        navigateFallbackDenylist: [/^\/api\//, /^\/guide(\/|$)/],
        runtimeCaching: [{ urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' }],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      // The contract's TypeScript source, so a change to a shared schema is live in dev and tests.
      '@league/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/guide'].map((prefix) => [prefix, { target: process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true }])),
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    // Vitest runs one file at a time on two cores; the second core would sit idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share one module graph and one jsdom per worker: importing MUI and the app once per
    // worker instead of once per file. setup-tests.ts resets what a test leaves behind.
    isolate: false,
    testTimeout: 30_000,
    // Per-file times, so the slowest files can be named (docs/testing.md).
    reporters: ['default', ['json', { outputFile: 'test-output/client-tests.json' }]],
    coverage: { provider: 'v8', include: ['src/**/*.{ts,tsx}'], exclude: ['src/**/__tests__/**', 'src/testing/**'], reportsDirectory: 'test-output/coverage' },
  },
});
