import { createLogger } from '../../../lib/logger.js';
import { outboxPageSettled, type MailingApp } from '../../../testing/mailing-app.js';
import { sweepExpiryReminders } from '../reminder-sweep.js';

/** The hourly reminder sweep as it runs when the clock reads `instant`; answers the ids it queued. */
export const sweepRemindersAt = (t: MailingApp, instant: string) =>
  sweepExpiryReminders({ db: t.db, notifier: t.notifier, logger: createLogger('silent'), clock: () => new Date(instant), publicUrl: 'https://league.example.org' });

/** Waits (up to 30 s) until the league's reminders have left the outbox; answers the managers' reminders page. */
export const remindersSettled = (t: MailingApp, auth: Record<string, string>) =>
  outboxPageSettled(t.app, auth, '/api/referees/certification_reminders/', 'The reminders did not leave the outbox.');
