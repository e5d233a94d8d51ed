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
