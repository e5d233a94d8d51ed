import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

const checkInSelect = { playerId: true, bib: true, walkUp: true, checkedInAt: true, player: { select: { name: true } } } as const;
export type CheckInRow = Prisma.EvaluationCheckInGetPayload<{ select: typeof checkInSelect }>;

export function findCheckIn(db: Db | Prisma.TransactionClient, eventId: number, playerId: number): Promise<CheckInRow | null> {
  return db.evaluationCheckIn.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: checkInSelect });
}

/**
 * The next bib: the event row's counter goes up by one in the same statement that reads it, and
 * its row lock is held to the end of the transaction, so two desks at the same instant queue up.
 */
export async function takeNextBib(tx: Prisma.TransactionClient, eventId: number): Promise<number> {
  const { lastBib } = await tx.evaluationEvent.update({ where: { id: eventId }, data: { lastBib: { increment: 1 } }, select: { lastBib: true } });
  return lastBib;
}

export function insertCheckIn(tx: Prisma.TransactionClient, data: { eventId: number; playerId: number; bib: number; walkUp: boolean }): Promise<CheckInRow> {
  return tx.evaluationCheckIn.create({ data, select: checkInSelect });
}

export function insertWalkUpPlayer(tx: Prisma.TransactionClient, data: { leagueId: number; divisionId: number; name: string; email: string | null; dateOfBirth: Date | null }) {
  return tx.player.create({ data: { ...data, additionalData: { walk_up: true } }, select: { id: true } });
}

/**
 * Undo a mistaken check-in, only while no evaluator has scored the child (history included): one
 * statement, so a check-in with scores is never removed. The event's bib counter is not touched,
 * so the bib is not given again.
 */
export async function deleteUnscoredCheckIn(db: Db, eventId: number, playerId: number): Promise<boolean> {
  const removed = await db.evaluationCheckIn.deleteMany({ where: { eventId, playerId, player: { evaluationScores: { none: { eventId } } } } });
  return removed.count > 0;
}

export function countScoresOfPlayer(db: Db, eventId: number, playerId: number) {
  return db.evaluationScore.count({ where: { eventId, playerId } });
}
