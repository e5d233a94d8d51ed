import type { OutboxDto, OutboxStatus } from '@league/contract';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { findMessagesByTopic, toOutboxMessageDto } from '../notifications/index.js';
import { writeCsv } from '../teams/index.js';

/** The division's emails, newest last, with what is waiting, sent and failed. */
export async function getDivisionOutbox(ctx: LeagueContext, notifier: Notifier | undefined, divisionId: number): Promise<OutboxDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const rows = await findMessagesByTopic(ctx.db, ctx.leagueId, `division:${divisionId}`);
  const results = rows.map(toOutboxMessageDto);
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const message of results) counts[message.status] += 1;
  return { sending: (notifier ?? heldNotifier).sending, counts, results };
}

const statusWords: Record<OutboxStatus, string> = { pending: 'Waiting', sending: 'Being sent', sent: 'Sent', failed: 'Not sent' };

/** The same as a spreadsheet, so an admin without email set up can mail-merge or send by hand. */
export async function exportDivisionOutbox(ctx: LeagueContext, divisionId: number): Promise<{ filename: string; csv: string }> {
  const outbox = await getDivisionOutbox(ctx, undefined, divisionId);
  const rows = outbox.results.map((m) => [m.recipient_name, m.recipients.join('; '), m.subject, m.body, statusWords[m.status], m.sent_at ?? '', m.last_error ?? '']);
  return {
    filename: `division-${divisionId}-emails.csv`,
    csv: writeCsv(['To (name)', 'To (email)', 'Subject', 'Message', 'Status', 'Sent at', 'Problem'], rows),
  };
}
