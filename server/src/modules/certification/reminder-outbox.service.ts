import type { OutboxDto, OutboxStatus } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import { findMessagesByKinds, heldNotifier, toOutboxMessageDto, type Notifier } from '../notifications/index.js';
import { reminderWindows } from './expiry-reminders.js';

/** The league's certificate reminders as the outbox holds them (newest first, the last 500): sent, waiting, failed. */
export async function getReminderOutbox(ctx: LeagueContext, notifier: Notifier | undefined): Promise<OutboxDto> {
  const rows = await findMessagesByKinds(ctx.db, ctx.leagueId, reminderWindows.map((w) => w.kind), 500);
  const results = rows.map(toOutboxMessageDto);
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const message of results) counts[message.status] += 1;
  return { sending: (notifier ?? heldNotifier).sending, counts, results };
}
