import type { Db } from '../../lib/db/database.js';
import type { MailTransport } from './mail-transport.js';
import * as repo from './outbox.repository.js';

/** How many times a message is tried before it is shown as failed; the queue retries the rest. */
export const maxAttempts = 6;

/** Seconds before the next try: base, 2×base, 4×base... (the embedded loop; pg-boss computes its own). */
export function backoffSeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3600);
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'retry' | 'failed';

/**
 * The one sender, used by pg-boss's worker on PostgreSQL and by the loop on the embedded
 * database: claims the row (so two workers never send one message), sends it, and records the
 * outcome. 'retry' means the caller should try again later (pg-boss: throw; loop: wait).
 */
export async function deliverOutboxMessage(
  deps: { db: Db; transport: MailTransport; clock: () => Date; retryBaseSeconds: number },
  id: number,
): Promise<{ outcome: DeliveryOutcome; error?: string }> {
  const message = await repo.claimMessage(deps.db, id, deps.clock());
  if (!message) return { outcome: 'skipped' };
  try {
    await deps.transport.send({
      to: message.recipients,
      toName: message.recipientName,
      subject: message.subject,
      text: message.body,
      reference: `outbox-${message.id}`,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const giveUp = message.attempts >= maxAttempts;
    const nextAttemptAt = new Date(deps.clock().getTime() + backoffSeconds(message.attempts, deps.retryBaseSeconds) * 1000);
    await repo.markAttemptFailed(deps.db, id, text, { giveUp, nextAttemptAt });
    return { outcome: giveUp ? 'failed' : 'retry', error: text };
  }
  await repo.markSent(deps.db, id, deps.clock());
  return { outcome: 'sent' };
}
