import type { OutboxDto } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import { countStatuses, findMessagesByKinds, heldNotifier, toOutboxMessageDto, type Notifier } from '../notifications/index.js';
import { reminderWindows } from './expiry-reminders.js';
import { recertificationReminderKind } from './recertification-reminders.js';

/** The league's certificate reminders (expiry and recertification) as the outbox holds them (newest first, the last 500): sent, waiting, failed. */
export async function getReminderOutbox(ctx: LeagueContext, notifier: Notifier | undefined): Promise<OutboxDto> {
  const rows = await findMessagesByKinds(ctx.db, ctx.leagueId, [...reminderWindows.map((w) => w.kind), recertificationReminderKind], 500);
  const results = rows.map(toOutboxMessageDto);
  return { sending: (notifier ?? heldNotifier).sending, counts: countStatuses(results), results };
}
