import { repeatSweep, type ReminderSweepOptions } from '../../lib/repeat-sweep.js';
import { queueExpiryReminders } from './expiry-reminders.js';
import { queueRecertificationReminders } from './recertification-reminders.js';

/**
 * Runs one sweep: writes the reminders due and hands them to the outbox's queue. Besides expiry,
 * the reminders of recertification quizzes that opened (a start date reached) since the last
 * sweep; those activated while open are written at once too (decision 0082).
 */
export async function sweepExpiryReminders(options: ReminderSweepOptions): Promise<number[]> {
  const now = options.clock();
  const ids = [...(await queueExpiryReminders(options.db, now, options.publicUrl)), ...(await queueRecertificationReminders(options.db, now, options.publicUrl))];
  if (ids.length > 0) options.logger.info({ reminders: ids.length }, 'Certificate expiry reminders queued');
  options.notifier.dispatch(ids);
  return ids;
}

/**
 * The daily reminder sweep, on both databases: at start and every hour in every app instance.
 * Sweeping more often than daily costs one indexed read; the dedupe keys make repeats and
 * concurrent sweeps write nothing, so no cron or leader is needed.
 */
export function startReminderSweep(options: ReminderSweepOptions): () => void {
  // Hourly, so a new UTC day is seen within the hour (decision 0073).
  return repeatSweep(() => sweepExpiryReminders(options), { everySeconds: options.everySeconds ?? 3600, logger: options.logger, failure: 'The certificate reminder sweep failed' });
}
