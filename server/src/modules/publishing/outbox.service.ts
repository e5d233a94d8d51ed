import type { OutboxMessageDto, OutboxPageDto, OutboxQuery, OutboxResendDto, OutboxStatus } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { pageWindow } from '../../lib/paging.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import * as outbox from '../notifications/index.js';
import { writeCsv } from '../teams/index.js';

const topicOf = (divisionId: number) => `division:${divisionId}`;

/** One page of the division's emails, oldest first; the counts cover every email of the division. */
export async function getDivisionOutbox(ctx: LeagueContext, notifier: Notifier | undefined, divisionId: number, query: OutboxQuery): Promise<OutboxPageDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const where = { leagueId: ctx.leagueId, topic: topicOf(divisionId) };
  const [[rows, count], groups] = await Promise.all([
    outbox.findMessagesPage(ctx.db, { ...where, ...(query.status ? { status: query.status } : {}) }, pageWindow(query)),
    outbox.countMessagesByStatus(ctx.db, where),
  ]);
  return {
    sending: (notifier ?? heldNotifier).sending,
    counts: outbox.countStatuses(groups),
    results: rows.map(outbox.toOutboxMessageDto),
    count,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * "Send again" for one email the queue gave up on: back to waiting, through the same queue and
 * sender. Only a message marked not sent can be sent again (409 otherwise), and only once per click.
 */
export async function resendOutboxMessage(ctx: LeagueContext, notifier: Notifier | undefined, clock: () => Date, divisionId: number, messageId: number): Promise<OutboxMessageDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const where = { leagueId: ctx.leagueId, topic: topicOf(divisionId), id: messageId };
  const ids = await outbox.requeueFailedMessages(ctx.db, where, clock());
  const message = await outbox.findMessageInTopic(ctx.db, where);
  if (!message) throw AppError.notFound('Email');
  if (ids.length === 0) throw AppError.conflict(`This email is ${message.status === 'sent' ? 'already sent' : 'already waiting to be sent'}; only an email marked "Not sent" can be sent again.`);
  (notifier ?? heldNotifier).dispatch(ids);
  return outbox.toOutboxMessageDto(message);
}

/** "Send again" for every email of the division marked not sent. */
export async function resendFailedOutbox(ctx: LeagueContext, notifier: Notifier | undefined, clock: () => Date, divisionId: number): Promise<OutboxResendDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const ids = await outbox.requeueFailedMessages(ctx.db, { leagueId: ctx.leagueId, topic: topicOf(divisionId) }, clock());
  const sender = notifier ?? heldNotifier;
  sender.dispatch(ids);
  return { resent: ids.length, sending: sender.sending };
}

const statusWords: Record<OutboxStatus, string> = { pending: 'Waiting', sending: 'Being sent', sent: 'Sent', failed: 'Not sent' };

/** Every email as a spreadsheet (not paged), so an admin without email set up can mail-merge or send by hand. */
export async function exportDivisionOutbox(ctx: LeagueContext, divisionId: number): Promise<{ filename: string; csv: string }> {
  await requireInLeague(ctx, 'division', divisionId);
  const messages = (await outbox.findMessagesByTopic(ctx.db, ctx.leagueId, topicOf(divisionId))).map(outbox.toOutboxMessageDto);
  const rows = messages.map((m) => [m.recipient_name, m.recipients.join('; '), m.subject, m.body, statusWords[m.status], m.sent_at ?? '', m.last_error ?? '']);
  return {
    filename: `division-${divisionId}-emails.csv`,
    csv: writeCsv(['To (name)', 'To (email)', 'Subject', 'Message', 'Status', 'Sent at', 'Problem'], rows),
  };
}
