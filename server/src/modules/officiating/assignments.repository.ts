import type { Prisma } from '../../generated/prisma/client.js';
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

export async function publishAssignments(tx: Tx, ids: number[], publishedById: number): Promise<void> {
  await tx.officialAssignment.updateMany({ where: { id: { in: ids } }, data: { status: 'published', publishedById } });
}

/** The season of the caller's own assignment, to lock it first; null when it is not theirs. */
export function findOwnAssignmentSeason(tx: Tx, id: number, refereeId: number, leagueId: number) {
  return tx.officialAssignment.findFirst({ where: { id, refereeId, leagueId }, select: { game: { select: { seasonId: true } } } });
}

export function answerAssignment(tx: Tx, id: number, data: { status: 'accepted' } | { status: 'declined'; reason: string }) {
  return tx.officialAssignment.update({ where: { id }, data });
}
