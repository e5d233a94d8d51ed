import type { DraftOrderKind } from '@league/contract';

export interface SeatStrength {
  teamId: number;
  position: number;
  players: number;
  total: number;
}

/** Which team picks the given pick (1-based) and in which round (decision 0076). */
export function findTeamOnTurn(kind: DraftOrderKind, seats: readonly SeatStrength[], pickNumber: number): { teamId: number; round: number } {
  const ordered = [...seats].sort((a, b) => a.position - b.position);
  const round = Math.ceil(pickNumber / ordered.length);
  const index = (pickNumber - 1) % ordered.length;
  if (kind === 'dynamic') return { teamId: weakestSeat(ordered).teamId, round };
  const reversed = kind === 'snake' && round % 2 === 0;
  const seat = reversed ? ordered[ordered.length - 1 - index]! : ordered[index]!;
  return { teamId: seat.teamId, round };
}

// The weakest team is the lowest total of its players' overall skill; on a tie the team with
// fewer players, then the earlier seat, so the order never depends on how rows came back.
export function weakestSeat(seats: readonly SeatStrength[]): SeatStrength {
  return seats.reduce((best, seat) => {
    if (seat.total !== best.total) return seat.total < best.total ? seat : best;
    if (seat.players !== best.players) return seat.players < best.players ? seat : best;
    return seat.position < best.position ? seat : best;
  });
}
