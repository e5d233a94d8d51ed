import type { RefereeGameDto, AssignmentStatus } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { describeTime, isoDay } from '../scheduling/index.js';
import type { RefereeGameLine } from './officials-messages.js';

type Client = Db | Prisma.TransactionClient;

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

export function toGameLine(a: AssignmentWithGame): RefereeGameLine {
  const g = a.game;
  return {
    date: isoDay(g.date), start: g.startMinute, end: g.endMinute, role: a.role, division: g.division.name, home: g.homeTeam.name, away: g.awayTeam.name,
    venue: g.venue.name, court: g.court, address: g.venue.address,
  };
}

/** The division's fee for the assignment's role as saved now, in cents; a role no longer listed is 0. */
export function feeCentsOf(a: AssignmentWithGame): number {
  return a.game.division.officials.find((o) => o.role === a.role)?.feeCents ?? 0;
}

export function toRefereeGameDto(a: AssignmentWithGame): RefereeGameDto {
  const line = toGameLine(a);
  return {
    assignment_id: a.id,
    game_id: a.gameId,
    role: a.role,
    status: a.status as AssignmentStatus,
    date: line.date,
    start: describeTime(line.start),
    end: describeTime(line.end),
    division: line.division,
    home: line.home,
    away: line.away,
    venue: line.venue,
    fee: feeCentsOf(a) / 100,
  };
}
