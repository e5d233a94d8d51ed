import { PgBoss } from './pg-boss.js';
import type { Db } from '../../lib/db/database.js';
import type { Logger } from '../../lib/logger.js';
import { deliverOutboxMessage, maxAttempts } from './deliver-message.js';
import type { MailTransport } from './mail-transport.js';
import type { Notifier } from '../../lib/notifier.js';
import * as repo from './outbox.repository.js';

/** Messages one fetch of the queue takes; each is still claimed and sent one at a time. */
export const outboxBatchSize = 25;

export interface PgBossOptions {
  db: Db;
  connectionString: string;
  transport: MailTransport;
  logger: Logger;
  clock: () => Date;
  queueName: string;
  retryBaseSeconds: number;
  pollSeconds: number;
  /** How often messages written without a job are queued, also once at start (0: never; tests sharing a database). */
  sweepSeconds: number;
}

/**
 * PostgreSQL's queue: one pg-boss job per outbox message. pg-boss owns retries and back-off
 * (retryLimit, retryDelay, retryBackoff) and spreads jobs over every app instance; the row
 * claim in deliverOutboxMessage makes sure a message is sent once even if a job runs twice.
 */
export async function startPgBossQueue(options: PgBossOptions): Promise<Notifier> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 3, schedule: false });
  boss.on('error', (error) => options.logger.error({ err: error }, 'The email queue reported an error'));
  await boss.start();
  const { queueName } = options;
  await boss.createQueue(queueName, {
    name: queueName,
    retryLimit: maxAttempts - 1,
    retryDelay: options.retryBaseSeconds,
    retryBackoff: true,
  });
  // A batch per fetch, and the next fetch at once while batches come full: after a crash the
  // backlog leaves at the SMTP server's pace, not one message per poll (142 took 5.5 minutes).
  let workerId = '';
  workerId = await boss.work<{ id: number }>(queueName, { pollingIntervalSeconds: options.pollSeconds, batchSize: outboxBatchSize }, async (jobs) => {
    for (const job of jobs) {
      const result = await deliverOutboxMessage(options, job.data.id);
      // This job goes back to pg-boss's back-off on its own; pg-boss completes the rest of the batch.
      if (result.outcome === 'retry') await boss.fail(queueName, job.id, { message: result.error ?? 'The email could not be sent.' });
    }
    if (jobs.length === outboxBatchSize && workerId) boss.notifyWorker(workerId);
  });

  async function enqueue(ids: number[]) {
    if (ids.length === 0) return;
    await boss.insert(ids.map((id) => ({ name: queueName, data: { id } })));
    await repo.markQueued(options.db, ids, options.clock());
    boss.notifyWorker(workerId);
  }

  async function sweep() {
    await repo.giveUpStaleSends(options.db, new Date(options.clock().getTime() - 10 * 60_000));
    // A minute's grace: a message just written is being dispatched by the request that wrote it.
    await enqueue(await repo.findUnqueuedIds(options.db, new Date(options.clock().getTime() - 60_000), 500));
  }

  if (options.sweepSeconds > 0) await sweep();
  const timer = options.sweepSeconds > 0 ? setInterval(() => void sweep().catch((error: unknown) => options.logger.error({ err: error }, 'The outbox sweep failed')), options.sweepSeconds * 1000) : null;
  timer?.unref();

  return {
    sending: true,
    dispatch(ids) {
      enqueue(ids).catch((error: unknown) => options.logger.error({ err: error, outbox_ids: ids }, 'Emails could not be queued; the sweep will queue them'));
    },
    async stop() {
      if (timer) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      options.transport.close();
    },
  };
}
