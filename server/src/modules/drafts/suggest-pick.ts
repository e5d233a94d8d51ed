import { compareTeamStrength, type DraftStateDto } from '@league/contract';
import { findTeamOnTurn, type SeatStrength } from './draft-order.js';

/**
 * The pick that keeps the teams most even (decision 0076). For each player the team on the
 * clock could take, the rest of the draft is played out in its own order with every team taking
 * the best player left (what coaches usually do); the player whose draft ends with the smallest
 * gap between team averages is suggested. Taking the best player is one of the candidates, so
 * the teams end at least as even as a draft where everyone takes the best player.
 * O(pool²) arithmetic: about 4 million steps for a pool of 2,000.
 * Ties: the stronger player, then the lower id.
 */
export function suggestPick(state: DraftStateDto): { player_id: number; player_name: string } | null {
  const turn = state.on_the_clock;
  if (!turn || state.pool.length === 0) return null;
  const pool = [...state.pool].sort((a, b) => b.overall_skill - a.overall_skill || a.id - b.id);
  const seats: SeatStrength[] = state.teams.map((t) => ({ teamId: t.team_id, position: t.position, players: t.players, total: t.total_skill }));
  let best = pool[0]!;
  let bestGap = Infinity;
  const tried = new Set<number>();
  for (const [index, candidate] of pool.entries()) {
    // Players of equal skill lead to the same draft: try each skill once.
    if (tried.has(candidate.overall_skill)) continue;
    tried.add(candidate.overall_skill);
    const rest = pool.filter((_, i) => i !== index).map((p) => p.overall_skill);
    const gap = playOut(state, seats, turn.team_id, candidate.overall_skill, rest);
    if (gap < bestGap - 1e-9) {
      best = candidate;
      bestGap = gap;
    }
  }
  return { player_id: best.id, player_name: best.name };
}

function playOut(state: DraftStateDto, seats: SeatStrength[], teamId: number, skill: number, rest: number[]): number {
  const sim = seats.map((seat) => ({ ...seat }));
  const byTeam = new Map(sim.map((seat) => [seat.teamId, seat]));
  const add = (id: number, value: number) => {
    const seat = byTeam.get(id)!;
    seat.players += 1;
    seat.total += value;
  };
  add(teamId, skill);
  let pickNumber = state.on_the_clock!.pick_number + 1;
  for (const value of rest) {
    add(findTeamOnTurn(state.order, sim, pickNumber).teamId, value);
    pickNumber += 1;
  }
  return compareTeamStrength(sim)?.average_gap ?? 0;
}
