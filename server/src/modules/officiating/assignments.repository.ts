import { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

// Every Prisma call on official assignments: the board's rows, a referee's games, and the
// writes of the auto-assign, hand changes, publication, answers and self-assign. The statuses,
// the season's rows and the row lock stay in officiating.repository.ts.

type Client = Db | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

const gameDetails = {
  game: {
    select: {
      id: true, seasonId: true, date: true, startMinute: true, endMinute: true, divisionId: true, venueId: true, court: true, updatedAt: true,
      division: { select: { name: true, officials: { select: { role: true, feeCents: true } } } },
      homeTeam: { select: { name: true } },
      awayTeam: { select: { name: true } },
      venue: { select: { name: true, address: true } },
      season: { select: { name: true } },
    },
  },
  league: { select: { timeZone: true } },
} as const;

/** Assignments with what a referee reads about each game, in time order. */
export function findAssignmentsWithGames(db: Client, where: Prisma.OfficialAssignmentWhereInput) {
  return db.officialAssignment.findMany({
    where,
    include: gameDetails,
    orderBy: [{ game: { date: 'asc' } }, { game: { startMinute: 'asc' } }, { id: 'asc' }],
  });
}

export type AssignmentWithGame = Awaited<ReturnType<typeof findAssignmentsWithGames>>[number];

export async function deleteAssignments(tx: Tx, ids: number[]): Promise<void> {
  await tx.officialAssignment.deleteMany({ where: { id: { in: ids } } });
}

/** New assignments, all of one status (proposed by the auto-assign or a hand change, accepted by a self-assign). */
export async function createAssignments(tx: Tx, rows: { leagueId: number; gameId: number; refereeId: number; role: string; status: string; publishedById?: number | null }[]): Promise<void> {
  await tx.officialAssignment.createMany({ data: rows });
}

export function createAssignment(tx: Tx, data: { leagueId: number; gameId: number; refereeId: number; role: string; status: string; publishedById: number | null }) {
  return tx.officialAssignment.create({ data, include: gameDetails });
}

export function findSeasonProposals(tx: Tx, seasonId: number) {
  return tx.officialAssignment.findMany({ where: { status: 'proposed', game: { seasonId } }, select: { id: true, refereeId: true } });
}

/** Tells the referees: published, each with its fee fixed (decision 0192). */
export async function publishAssignments(tx: Tx, ids: number[], publishedById: number): Promise<void> {
  await tx.officialAssignment.updateMany({ where: { id: { in: ids } }, data: { status: 'published', publishedById } });
  await fixFees(tx, ids);
}

/**
 * Fixes each assignment's fee at its division's fee for its role as set now (0 for a role no
 * longer listed): when a referee is told, the fee of that game is what the statement pays.
 */
export async function fixFees(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE official_assignments a SET fee_cents = COALESCE(
      (SELECT d.fee_cents FROM schedule_games g JOIN division_officials d ON d.division_id = g.division_id AND d.role = a.role WHERE g.id = a.game_id), 0)
    WHERE a.id IN (${Prisma.join(ids)})`;
}

/** A division's new fees reach the told assignments of its games on `fromDay` or later; earlier games keep theirs. */
export async function refreshUpcomingFees(tx: Tx, divisionId: number, fromDay: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE official_assignments a SET fee_cents = COALESCE(
      (SELECT d.fee_cents FROM division_officials d WHERE d.division_id = ${divisionId} AND d.role = a.role), 0)
    FROM schedule_games g
    WHERE g.id = a.game_id AND g.division_id = ${divisionId} AND g.date >= ${fromDay} AND a.fee_cents IS NOT NULL`;
}

/** The season of the caller's own assignment, to lock it first; null when it is not theirs. */
export function findOwnAssignmentSeason(tx: Tx, id: number, refereeId: number, leagueId: number) {
  return tx.officialAssignment.findFirst({ where: { id, refereeId, leagueId }, select: { game: { select: { seasonId: true } } } });
}

export function answerAssignment(tx: Tx, id: number, data: { status: 'accepted' } | { status: 'declined'; reason: string }) {
  return tx.officialAssignment.update({ where: { id }, data });
}
