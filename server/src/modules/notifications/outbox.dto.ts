import type { OutboxMessageDto, OutboxStatus } from '@league/contract';
import type { OutboxMessage } from '../../generated/prisma/client.js';

const statuses: OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];

export function toOutboxMessageDto(row: OutboxMessage): OutboxMessageDto {
  return {
    id: row.id,
    kind: row.kind,
    recipient_name: row.recipientName,
    recipients: row.recipients,
    subject: row.subject,
    body: row.body,
    status: statuses.includes(row.status as OutboxStatus) ? (row.status as OutboxStatus) : 'pending',
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * Messages per status, for every outbox view (the one owner of this count): each item is a
 * message (counts 1) or a group from a GROUP BY (counts `count`). Unknown statuses count as waiting.
 */
export function countStatuses(items: Iterable<{ status: string; count?: number }>): Record<OutboxStatus, number> {
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const item of items) counts[statuses.includes(item.status as OutboxStatus) ? (item.status as OutboxStatus) : 'pending'] += item.count ?? 1;
  return counts;
}
