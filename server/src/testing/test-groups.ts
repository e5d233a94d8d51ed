// The server suite's named groups (vitest.config.ts; docs/testing.md says why each file is here).

/**
 * The named slow group: the only files whose tests may take more than 30 s on a loaded machine
 * (their limit is 120 s). Each walks many routes or races many requests on purpose; a faster
 * version would test less.
 */
export const slowTests = [
  // Every route with hostile values as every role: about 2,000 requests.
  'src/__tests__/api-fuzz.test.ts',
  // A 20-way mix of concurrent saves that must never deadlock or answer 500.
  'src/lib/db/__tests__/lock-order.test.ts',
  // Starts real server processes (tsx) against one data folder to test its lock.
  'src/lib/db/__tests__/data-dir-lock.test.ts',
  // Large on purpose, 20-30 s quiet and past 30 s under load with coverage: three 800-player
  // balances and their placements; a 5,000-player file balanced while health must keep answering;
  // every migration on a fresh embedded database; the people migration on a copy of a league.
  'src/modules/balancing/__tests__/change-roster.test.ts',
  'src/modules/balancing/__tests__/balancing-capacity.test.ts',
  'src/lib/db/__tests__/migrations.test.ts',
  'src/modules/people/__tests__/people-migration.test.ts',
];

/**
 * Files that need a module graph of their own (vitest's per-file isolation): each replaces
 * process-wide state that other files' modules would share.
 */
export const isolatedTests: string[] = [];

/**
 * CI's second pass, on the embedded database: the code that differs between the databases (the
 * embedded database's host, pool and data folder; migrations; the outbox loop that replaces
 * pg-boss; draft events without LISTEN/NOTIFY; start-up and the demo seed) and a smoke test
 * that goes through every module once. PGlite is PostgreSQL compiled to WebAssembly, so the SQL of
 * every other file means the same on both; the first pass ran them all on PostgreSQL. Files that
 * open an embedded database of their own whatever the run's database (the data-folder lock, the
 * embedded statistics) ran in the first pass already and are not run twice.
 */
export const embeddedPassTests = [
  'src/lib/db/__tests__/composite-deadlocks.test.ts',
  'src/lib/db/__tests__/constraints.test.ts',
  'src/lib/db/__tests__/embedded-connections.test.ts',
  'src/lib/db/__tests__/migrations.test.ts',
  'src/modules/publishing/__tests__/publish-notify.test.ts',
  'src/modules/publishing/__tests__/outbox-resend.test.ts',
  'src/modules/publishing/__tests__/coach-links.test.ts',
  'src/modules/certification/__tests__/expiry-reminders.test.ts',
  'src/modules/certification/__tests__/recertification-reminders.test.ts',
  'src/modules/drafts/__tests__/drafts.test.ts',
  'src/modules/drafts/__tests__/draft-controls.test.ts',
  // The latest-score query's answer with and without the planner's statistics (decision 0115).
  'src/modules/evaluations/__tests__/latest-scores.test.ts',
  'src/seed/__tests__/demo-seed.test.ts',
  'src/__tests__/every-module-smoke.test.ts',
];
