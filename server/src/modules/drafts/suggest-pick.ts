import { compareTeamStrength } from '@league/contract';
import type { FullDraftState } from './draft-state.js';
import { findTeamOnTurn, weakestSeat, type SeatStrength } from './draft-order.js';

// Enough candidates, spread over the pool from best to weakest, to keep a pool of 2,000 fast.
const maxCandidates = 64;

/**
 * The pick that keeps the teams most even (decision 0076). For each player the team on the
 * clock could take, the rest of the draft is played out in its own order with every team taking
 * the best player left (what coaches usually do); the player whose draft ends with the smallest
 * gap between team averages is suggested. Taking the best player is one of the candidates, so
 * the teams end at least as even as a draft where everyone takes the best player.
 * At most 64 candidates (always the best player), each played out once: a few tens of ms.
 * Ties: the stronger player, then the lower id.
 */
export function suggestPick(state: FullDraftState): { player_id: number; player_name: string } | null {
  const turn = state.on_the_clock;
  if (!turn || state.pool.length === 0) return null;
  const pool = [...state.pool].sort((a, b) => b.overall_skill - a.overall_skill || a.id - b.id);
  const seats: SeatStrength[] = state.teams.map((t) => ({ teamId: t.team_id, position: t.position, players: t.players, total: t.total_skill }));
  // Who picks after this one, when it does not depend on the picks (every kind but dynamic).
  const next = state.order === 'dynamic' ? null : pool.slice(1).map((_, i) => findTeamOnTurn(state.order, seats, turn.pick_number + 1 + i).teamId);
  let best = pool[0]!;
  let bestGap = Infinity;
  for (const index of candidateIndexes(pool.map((p) => p.overall_skill))) {
    const candidate = pool[index]!;
    const rest = pool.filter((_, i) => i !== index).map((p) => p.overall_skill);
    const gap = playOut(seats, next, turn.team_id, candidate.overall_skill, rest);
    if (gap < bestGap - 1e-9) {
      best = candidate;
      bestGap = gap;
    }
  }
  return { player_id: best.id, player_name: best.name };
}

// Players of equal skill lead to the same draft: one per skill, the best first, then evenly spread.
function candidateIndexes(skills: number[]): number[] {
  const distinct = skills.flatMap((skill, i) => (i === 0 || skill !== skills[i - 1] ? [i] : []));
  if (distinct.length <= maxCandidates) return distinct;
  const step = (distinct.length - 1) / (maxCandidates - 1);
  return [...new Set(Array.from({ length: maxCandidates }, (_, i) => distinct[Math.round(i * step)]!))];
}

function playOut(seats: SeatStrength[], next: number[] | null, teamId: number, skill: number, rest: number[]): number {
  const sim = seats.map((seat) => ({ ...seat }));
  const byTeam = new Map(sim.map((seat) => [seat.teamId, seat]));
  const add = (seat: SeatStrength, value: number) => {
    seat.players += 1;
    seat.total += value;
  };
  add(byTeam.get(teamId)!, skill);
  for (const [i, value] of rest.entries()) add(next ? byTeam.get(next[i]!)! : weakestSeat(sim), value);
  return compareTeamStrength(sim)?.average_gap ?? 0;
}
