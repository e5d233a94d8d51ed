import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { escapeLikePattern } from '../../lib/like-pattern.js';

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

export interface DeskFilter {
  search: string | undefined;
  checkedIn: boolean | undefined;
  skip: number;
  take: number;
}

const deskPlayerSelect = {
  id: true,
  name: true,
  divisionId: true,
  dateOfBirth: true,
  participant: { select: { household: { select: { name: true } } } },
} as const;

/** Every typed word must be in the name or the household's name (case ignored). */
function deskSearchWhere(divisionIds: number[], search: string | undefined): Prisma.PlayerWhereInput {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return {
    divisionId: { in: divisionIds },
    AND: words.map((word) => {
      const pattern = { contains: escapeLikePattern(word), mode: 'insensitive' as const };
      return { OR: [{ name: pattern }, { participant: { household: { name: pattern } } }] };
    }),
  };
}

/**
 * The desk's search among the day's divisions' players, one page at a time (decision 0084), with
 * each child's bib. Checked-in children alone come latest bib first; otherwise by name.
 */
export async function findDeskPlayers(db: Db, eventId: number, divisionIds: number[], filter: DeskFilter) {
  const players = deskSearchWhere(divisionIds, filter.search);
  if (filter.checkedIn) {
    const where = { eventId, player: players };
    const [count, checkIns] = await Promise.all([
      db.evaluationCheckIn.count({ where }),
      db.evaluationCheckIn.findMany({ where, select: { bib: true, walkUp: true, player: { select: deskPlayerSelect } }, orderBy: { bib: 'desc' }, skip: filter.skip, take: filter.take }),
    ]);
    return { count, rows: checkIns.map((c) => ({ ...c.player, checkIn: { bib: c.bib, walkUp: c.walkUp } })) };
  }
  const where: Prisma.PlayerWhereInput = { ...players, ...(filter.checkedIn === false ? { evaluationCheckIns: { none: { eventId } } } : {}) };
  const [count, rows] = await Promise.all([
    db.player.count({ where }),
    db.player.findMany({
      where,
      select: { ...deskPlayerSelect, evaluationCheckIns: { where: { eventId }, select: { bib: true, walkUp: true } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: filter.skip,
      take: filter.take,
    }),
  ]);
  return { count, rows: rows.map(({ evaluationCheckIns, ...p }) => ({ ...p, checkIn: evaluationCheckIns[0] ?? null })) };
}

/** Children registered in the day's divisions, and how many have a bib: the desk's header. */
export function countDeskTotals(db: Db, eventId: number, divisionIds: number[]) {
  return Promise.all([db.player.count({ where: { divisionId: { in: divisionIds } } }), db.evaluationCheckIn.count({ where: { eventId, player: { divisionId: { in: divisionIds } } } })]);
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
