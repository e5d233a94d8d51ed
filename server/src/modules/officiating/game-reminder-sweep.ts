import { repeatSweep, type ReminderSweepOptions } from '../../lib/repeat-sweep.js';
import { queueGameReminders } from './game-reminders.js';

/** One sweep: writes the game reminders due and hands them to the outbox's queue. */
export async function sweepGameReminders(options: ReminderSweepOptions): Promise<number[]> {
  const ids = await queueGameReminders(options.db, options.clock(), options.publicUrl);
  if (ids.length > 0) options.logger.info({ reminders: ids.length }, 'Game reminders to officials queued');
  options.notifier.dispatch(ids);
  return ids;
}

/**
 * The officials' game reminders (decision 0176): at start and every 15 minutes in every app
 * instance, on both databases. Dedupe keys make repeats and concurrent sweeps write nothing,
 * so no cron or leader is needed.
 */
export function startGameReminderSweep(options: ReminderSweepOptions): () => void {
  return repeatSweep(() => sweepGameReminders(options), { everySeconds: options.everySeconds ?? 900, logger: options.logger, failure: 'The game reminder sweep failed' });
}
