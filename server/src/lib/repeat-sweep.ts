import type { Db } from './db/database.js';
import type { Logger } from './logger.js';
import type { Notifier } from './notifier.js';

/** What an email reminder sweep runs with (certificate reminders, officials' game reminders). */
export interface ReminderSweepOptions {
  db: Db;
  notifier: Notifier;
  logger: Logger;
  clock: () => Date;
  /** The site's address, for the links in the emails. */
  publicUrl: string;
  /** How often the sweep looks; each sweep has its own default. */
  everySeconds?: number;
}

/**
 * Runs a sweep at once and then every `everySeconds` in this process until stopped. A failed
 * round is logged and the next one tries again; the timer never keeps the process alive.
 */
export function repeatSweep(sweep: () => Promise<unknown>, options: { everySeconds: number; logger: Logger; failure: string }): () => void {
  const run = () => void sweep().catch((error: unknown) => options.logger.error({ err: error }, options.failure));
  run();
  const timer = setInterval(run, options.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
