import { ageOn } from '../../../../lib/age.js';
import { staticRefusals, type Refusal } from '../model/eligibility.js';
import type { Problem } from '../model/prepared.js';
import { clock, countOf } from '../model/words.js';
import type { AssignmentState } from '../score/assignment-state.js';

/** Why the referee's other games keep them off the slot: the same game, a clash with travel, the most a day. */
export function busyRefusals(problem: Problem, state: AssignmentState, slot: number, r: number): Refusal[] {
  const g = problem.slots[slot]!.game;
  const game = problem.games[g]!;
  const refusals: Refusal[] = [];
  for (const held of state.slotsOf[r]!) {
    if (held === slot) continue;
    const other = problem.games[problem.slots[held]!.game]!;
    if (other.index === g) {
      refusals.push({ rule: 'same-game', reason: `already on this game as ${problem.slots[held]!.role.role}` });
      continue;
    }
    if (!problem.clash(g, other.index)) continue;
    const a = game.source;
    const b = other.source;
    const overlap = a.start < b.end && b.start < a.end;
    const minutes = problem.travel(other.venue.id, game.venue.id);
    const reason = overlap
      ? `already at ${other.venue.name} at ${clock(b.start)}`
      : b.end <= a.start
        ? `at ${other.venue.name} until ${clock(b.end)}, ${minutes} minutes' drive away`
        : `due at ${other.venue.name} at ${clock(b.start)}, ${minutes} minutes' drive away`;
    refusals.push({ rule: 'overlap', reason });
  }
  const heldThatDay = state.dayGames(r, game.day) - (state.assign[slot] === r ? 1 : 0);
  if (heldThatDay >= problem.referees[r]!.maxPerDay) {
    refusals.push({ rule: 'games-per-day', reason: `already has ${countOf(heldThatDay, 'game')} on ${game.source.date}, the most they take a day` });
  }
  return refusals;
}

/** A youth referee on a game where no adult works another slot. */
export function partnerRefusal(problem: Problem, state: AssignmentState, slot: number, r: number): Refusal | null {
  const referee = problem.referees[r]!;
  const game = problem.games[problem.slots[slot]!.game]!;
  if (!referee.youthByDay[game.day]) return null;
  const adultPartner = game.slots.some((s) => s !== slot && state.assign[s]! >= 0 && !problem.referees[state.assign[s]!]!.youthByDay[game.day]);
  if (adultPartner) return null;
  return { rule: 'youth-partner', reason: `youth referee (${ageOn(referee.source.dateOfBirth!, game.source.date)}); no adult on this game to partner them` };
}

/** Every reason the referee cannot take the slot as things stand (none: they can). */
export function refusalsFor(problem: Problem, state: AssignmentState, slot: number, r: number): Refusal[] {
  const s = problem.slots[slot]!;
  const refusals = staticRefusals(problem, problem.referees[r]!, s, problem.games[s.game]!);
  refusals.push(...busyRefusals(problem, state, slot, r));
  const partner = refusals.some((x) => x.rule === 'youth') ? null : partnerRefusal(problem, state, slot, r);
  if (partner) refusals.push(partner);
  return refusals;
}
