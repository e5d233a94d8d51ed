import { ConfigError, type Config } from '../../config/env.js';
import type { Db } from '../../lib/db/database.js';
import type { Logger } from '../../lib/logger.js';
import { createSmtpTransport, type MailTransport } from './mail-transport.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { startOutboxLoop } from './outbox-loop.js';
import { startPgBossQueue } from './pg-boss-queue.js';

export interface StartOptions {
  db: Db;
  config: Config;
  logger: Logger;
  clock?: () => Date;
  /** PostgreSQL's URL: pg-boss runs the queue. Absent (embedded database): the in-process loop. */
  postgresUrl?: string;
  /** Tests: their own SMTP server, queue name and short waits. */
  transport?: MailTransport;
  queueName?: string;
  pollSeconds?: number;
  sweepSeconds?: number;
}

/** Starts sending the outbox: pg-boss on PostgreSQL, the loop on the embedded database, nothing without SMTP. */
export async function startNotifications(options: StartOptions): Promise<Notifier> {
  const { config, logger } = options;
  let transport = options.transport;
  if (!transport) {
    if (!config.SMTP_URL) {
      logger.info('Email is not set up (SMTP_URL): messages wait in the outbox, where admins can read and download them.');
      return heldNotifier;
    }
    if (!config.MAIL_FROM) throw new ConfigError('MAIL_FROM must be set with SMTP_URL: the address emails are sent from.');
    transport = createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  }
  const common = {
    db: options.db,
    transport,
    logger,
    clock: options.clock ?? (() => new Date()),
    retryBaseSeconds: config.MAIL_RETRY_SECONDS,
    pollSeconds: options.pollSeconds ?? 2,
  };
  if (options.postgresUrl) {
    return startPgBossQueue({ ...common, connectionString: options.postgresUrl, queueName: options.queueName ?? 'outbox-email', sweepSeconds: options.sweepSeconds ?? 300 });
  }
  return startOutboxLoop(common);
}
