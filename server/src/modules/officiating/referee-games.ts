import type { RefereeGameDto, AssignmentStatus } from '@league/contract';
import { describeTime, isoDay } from '../scheduling/index.js';
import type { AssignmentWithGame } from './assignments.repository.js';
import type { RefereeGameLine } from './officials-messages.js';

export function toGameLine(a: AssignmentWithGame): RefereeGameLine {
  const g = a.game;
  return {
    date: isoDay(g.date), start: g.startMinute, end: g.endMinute, role: a.role, division: g.division.name, home: g.homeTeam.name, away: g.awayTeam.name,
    venue: g.venue.name, court: g.court, address: g.venue.address,
  };
}

/**
 * The assignment's fee in cents: fixed when the referee was told (decision 0192); for one not yet
 * told, the division's fee for its role as saved now (a role no longer listed is 0).
 */
export function feeCentsOf(a: AssignmentWithGame): number {
  return a.feeCents ?? a.game.division.officials.find((o) => o.role === a.role)?.feeCents ?? 0;
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
