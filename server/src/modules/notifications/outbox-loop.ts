import type { Db } from '../../lib/db/database.js';
import type { Logger } from '../../lib/logger.js';
import { deliverOutboxMessage } from './deliver-message.js';
import type { MailTransport } from './mail-transport.js';
import type { Notifier } from '../../lib/notifier.js';
import * as repo from './outbox.repository.js';

export interface LoopOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  clock: () => Date;
  retryBaseSeconds: number;
  pollSeconds: number;
}

/**
 * The embedded database's queue (decision 0055): one loop in this process reads the due
 * messages and hands each to the same sender pg-boss's worker uses. Waiting between tries is
 * the row's next_attempt_at, so a restart keeps the back-off.
 */
export function startOutboxLoop(options: LoopOptions): Notifier {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function drain() {
    do {
      again = false;
      const ids = await repo.findDueIds(options.db, options.clock(), 50);
      for (const id of ids) {
        if (stopped) return;
        const result = await deliverOutboxMessage(options, id);
        if (result.outcome === 'retry' || result.outcome === 'failed') options.logger.warn({ outbox_id: id, error: result.error }, 'An email could not be sent yet');
      }
      if (ids.length === 50) again = true;
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => options.logger.error({ err: error }, 'The outbox could not be read'))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, options.pollSeconds * 1000);
    timer.unref();
  }

  void repo.giveUpStaleSends(options.db, new Date(options.clock().getTime() - 10 * 60_000)).catch(() => {});
  run();
  return {
    sending: true,
    dispatch() {
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      options.transport.close();
    },
  };
}
