import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError } from './lib/db/data-dir-lock.js';
import { openDatabaseFromConfig } from './lib/db/open-from-config.js';
import { createLogger } from './lib/logger.js';
import { installProcessHandlers } from './lib/process-handlers.js';
import { demoAccounts } from './seed/demo-accounts.js';
import { seedDemo } from './seed/demo-seed.js';
import { systemClock } from './lib/deps.js';
import { startAttemptSweep } from './modules/quizzes/attempts/attempt-sweep.js';
import { startNotifications } from './modules/notifications/index.js';
import { startReminderSweep } from './modules/certification/index.js';
import { startGameReminderSweep } from './modules/officiating/index.js';
import { createInProcessDraftEvents, startDraftClock, startPgDraftEvents } from './modules/drafts/index.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, config.NODE_ENV === 'development' && process.stdout.isTTY);
  const database = await openDatabaseFromConfig(config);
  logger.info({ applied: database.appliedMigrations }, `Database: ${database.describe}`);

  const seedWanted = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL);
  if (seedWanted) {
    const outcome = await seedDemo(database.prisma);
    const lines = demoAccounts.map((a) => `  ${a.userType.padEnd(13)} ${a.username} / ${a.password}`);
    console.log(`\nDemo data ${outcome === 'created' ? 'created' : 'present'}. Demo accounts:\n${lines.join('\n')}\n`);
  }

  // Emails in the outbox: pg-boss on PostgreSQL, an in-process loop on the embedded database (decision 0055).
  const notifier = await startNotifications({ db: database.prisma, config, logger, postgresUrl: config.DATABASE_URL });
  // Live draft picks: NOTIFY on PostgreSQL reaches every instance; embedded, one process suffices (decision 0076).
  const draftEvents = config.DATABASE_URL ? await startPgDraftEvents(config.DATABASE_URL, logger) : createInProcessDraftEvents();
  const app = createApp({ db: database.prisma, config, logger, notifier, draftEvents });
  // Attempts whose time ran out are scored even if nobody opens them again.
  const stopSweep = startAttemptSweep({ db: database.prisma, logger, clock: systemClock });
  // Certificate expiry reminders: hourly, each written once by its dedupe key (decision 0073).
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const stopReminders = startReminderSweep({ db: database.prisma, notifier, logger, clock: systemClock, publicUrl });
  // Officials' game reminders about two days before each game, each written once (decision 0176).
  const stopGameReminders = startGameReminderSweep({ db: database.prisma, notifier, logger, clock: systemClock, publicUrl });
  // A turn whose clock ran out gets the pick that keeps the teams most even.
  const stopDraftClock = startDraftClock({ db: database.prisma, events: draftEvents, logger, clock: systemClock });
  const server = app.listen(config.PORT, config.HOST, () => {
    console.log(`League platform listening on http://localhost:${config.PORT}`);
  });
  installProcessHandlers({
    logger,
    close: async () => {
      stopSweep();
      stopReminders();
      stopGameReminders();
      stopDraftClock();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await notifier.stop();
      await draftEvents.stop();
      await database.close();
    },
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error('The server could not start:', err);
  process.exit(1);
});
