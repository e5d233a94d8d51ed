import type { DraftFigureKind, DraftOrderKind, DraftPickDto, DraftPoolPlayerDto, DraftStateDto, DraftStatus, DraftTeamDto, DraftTurnDto } from '@league/contract';
import { round } from '../../lib/composite.js';
import { findTeamOnTurn, type SeatStrength } from './draft-order.js';
import type { DraftBoard } from './drafts.repository.js';

/** The state with every figure the turn and the suggestion are worked out from; coaches get it trimmed (draft-figures.ts). */
export type FullDraftState = Omit<DraftStateDto, 'pool' | 'teams'> & {
  pool: (Omit<DraftPoolPlayerDto, 'overall_skill' | 'rated'> & { overall_skill: number; rated: boolean })[];
  teams: (Omit<DraftTeamDto, 'total_skill'> & { total_skill: number })[];
};

/**
 * The draft as the admin sees it, worked out from the stored rows: players on a team count as
 * placed before the draft, each pick adds its player to the picking team, the rest is the pool.
 */
export function describeDraft({ draft, players }: DraftBoard): FullDraftState {
  const picked = new Map(draft.picks.map((pick) => [pick.playerId, pick.teamId]));
  const seats: SeatStrength[] = draft.coaches.map((coach) => ({ teamId: coach.teamId, position: coach.position, players: 0, total: 0 }));
  const seatOf = new Map(seats.map((seat) => [seat.teamId, seat]));
  const pool: FullDraftState['pool'] = [];
  for (const player of players) {
    const teamId = picked.get(player.id) ?? player.teamId;
    if (teamId === null) {
      pool.push({ id: player.id, name: player.name, overall_skill: round(player.overallSkill), rated: player._count.ratings > 0 });
      continue;
    }
    const seat = seatOf.get(teamId);
    if (!seat) continue;
    seat.players += 1;
    seat.total += player.overallSkill;
  }
  const order = draft.orderKind as DraftOrderKind;
  const status = draft.status as DraftStatus;
  const names = new Map(draft.coaches.map((coach) => [coach.teamId, coach.team.name]));
  let onTheClock: DraftTurnDto | null = null;
  if (status !== 'finished' && pool.length > 0 && seats.length > 0) {
    const pickNumber = draft.picks.length + 1;
    const turn = findTeamOnTurn(order, seats, pickNumber);
    onTheClock = { pick_number: pickNumber, round: turn.round, team_id: turn.teamId, team_name: names.get(turn.teamId) ?? '', started_at: draft.turnStartedAt.toISOString() };
  }
  return {
    id: draft.id,
    division_id: draft.divisionId,
    order,
    pick_seconds: draft.pickSeconds,
    status,
    coach_figures: draft.coachFigures as DraftFigureKind[],
    on_the_clock: onTheClock,
    teams: seats.map((seat) => ({ team_id: seat.teamId, team_name: names.get(seat.teamId) ?? '', position: seat.position, players: seat.players, total_skill: round(seat.total) })),
    picks: draft.picks.map(toPickDto),
    pool,
  };
}

export function toPickDto(pick: DraftBoard['draft']['picks'][number]): DraftPickDto {
  return {
    pick_number: pick.pickNumber,
    round: pick.round,
    team_id: pick.teamId,
    player_id: pick.playerId,
    player_name: pick.player.name,
    auto: pick.auto,
    created_at: pick.createdAt.toISOString(),
  };
}
