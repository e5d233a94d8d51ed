import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** What a feature asks to send; the outbox adds status, attempts and times. */
export interface OutboxMessageInput {
  leagueId: number;
  /** What the message is about, for the admin's views: "division:12", "referee:7". */
  topic: string;
  /** A word naming the template: family_roster, coach_roster, certificate_expiry... */
  kind: string;
  recipientName: string;
  recipients: string[];
  subject: string;
  body: string;
  /** One message per key, ever: a second write with the same key is ignored. */
  dedupeKey: string;
}

/** Writes the messages in the caller's transaction; answers the ids of those not already there. */
export async function insertMessages(tx: Client, messages: OutboxMessageInput[]): Promise<number[]> {
  if (messages.length === 0) return [];
  // ON CONFLICT DO NOTHING: a concurrent writer of the same key waits for ours, then skips.
  const rows = await tx.outboxMessage.createManyAndReturn({ data: messages, skipDuplicates: true, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Takes a waiting message for one attempt; null when it is sent, being sent, or given up. */
export async function claimMessage(db: Client, id: number, now: Date) {
  const claimed = await db.outboxMessage.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'sending', attempts: { increment: 1 }, claimedAt: now },
  });
  if (claimed.count === 0) return null;
  return db.outboxMessage.findUnique({ where: { id } });
}

export function markSent(db: Client, id: number, now: Date) {
  return db.outboxMessage.update({ where: { id }, data: { status: 'sent', sentAt: now, lastError: null } });
}

export function markAttemptFailed(db: Client, id: number, error: string, next: { giveUp: boolean; nextAttemptAt: Date }) {
  return db.outboxMessage.update({
    where: { id },
    data: { status: next.giveUp ? 'failed' : 'pending', lastError: error.slice(0, 1000), nextAttemptAt: next.nextAttemptAt },
  });
}

export function markQueued(db: Client, ids: number[], now: Date) {
  return db.outboxMessage.updateMany({ where: { id: { in: ids } }, data: { queuedAt: now } });
}

/** Waiting messages whose next attempt is due (the embedded database's loop). */
export async function findDueIds(db: Client, now: Date, limit: number): Promise<number[]> {
  const rows = await db.outboxMessage.findMany({
    where: { status: 'pending', nextAttemptAt: { lte: now } },
    orderBy: { id: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Waiting messages no job was made for (written while email was off, or the process stopped before queueing). */
export async function findUnqueuedIds(db: Client, writtenBefore: Date, limit: number): Promise<number[]> {
  const rows = await db.outboxMessage.findMany({
    where: { status: 'pending', queuedAt: null, createdAt: { lte: writtenBefore } },
    orderBy: { id: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * A message left "sending" by a process that stopped mid-send may or may not have arrived:
 * it is marked failed with a sentence saying so, never sent twice on a guess.
 */
export function giveUpStaleSends(db: Client, claimedBefore: Date) {
  return db.outboxMessage.updateMany({
    where: { status: 'sending', claimedAt: { lt: claimedBefore } },
    data: { status: 'failed', lastError: 'The server stopped while sending this message; it may or may not have arrived.' },
  });
}

/** One page of a topic's messages, oldest first, optionally of one status. */
export function findMessagesPage(db: Client, where: { leagueId: number; topic: string; status?: string }, page: { skip: number; take: number }) {
  return Promise.all([db.outboxMessage.findMany({ where, orderBy: { id: 'asc' }, ...page }), db.outboxMessage.count({ where })]);
}

/** How many of a topic's messages are in each status. */
export async function countMessagesByStatus(db: Client, where: { leagueId: number; topic: string }) {
  const groups = await db.outboxMessage.groupBy({ by: ['status'], where, _count: { _all: true } });
  return groups.map((g) => ({ status: g.status, count: g._count._all }));
}

/**
 * Puts messages the queue gave up on back in line for one more round. Only rows still
 * 'failed' move (the WHERE is the guard), so two clicks or two admins resend a message once.
 * queued_at is cleared so the sweep queues it if the dispatch after this is lost.
 */
export async function requeueFailedMessages(db: Client, where: { leagueId: number; topic: string; id?: number }, now: Date): Promise<number[]> {
  const rows = await db.outboxMessage.updateManyAndReturn({
    where: { ...where, status: 'failed' },
    data: { status: 'pending', attempts: 0, nextAttemptAt: now, queuedAt: null, claimedAt: null },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export function findMessageInTopic(db: Client, where: { leagueId: number; topic: string; id: number }) {
  return db.outboxMessage.findFirst({ where });
}

export function findMessagesByTopic(db: Client, leagueId: number, topic: string) {
  return db.outboxMessage.findMany({ where: { leagueId, topic }, orderBy: { id: 'asc' } });
}

/** A league's messages of some kinds (certificate reminders, decision 0073), newest first. */
export function findMessagesByKinds(db: Client, leagueId: number, kinds: string[], limit: number) {
  return db.outboxMessage.findMany({ where: { leagueId, kind: { in: kinds } }, orderBy: { id: 'desc' }, take: limit });
}
