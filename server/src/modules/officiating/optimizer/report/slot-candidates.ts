import type { Problem } from '../model/prepared.js';
import type { SlotCandidate, SlotCandidates, SlotRefusal } from '../model/result.js';
import { countOf, money } from '../model/words.js';
import { keyOf } from '../model/assignment-list.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { priceMove } from '../search/price-move.js';
import { refusalsFor } from './refusals.js';

function notesFor(problem: Problem, state: AssignmentState, slot: number, r: number): string[] {
  const referee = problem.referees[r]!;
  const game = problem.games[problem.slots[slot]!.game]!;
  const notes = [`${countOf(state.games[r]!, 'game')} so far`, `${money(state.cents[r]! / 100)} in fees so far`];
  if (referee.preferredVenueIds.has(game.venue.id)) notes.push(`prefers ${game.venue.name}`);
  if (problem.preference[slot * problem.referees.length + r]) notes.push('outside their preferred venues or times');
  if (referee.isNew) {
    const partner = game.slots.some((s) => s !== slot && state.assign[s]! >= 0 && !problem.referees[state.assign[s]!]!.isNew);
    notes.push(partner ? 'new; an experienced partner is on this game' : 'new; no experienced partner on this game yet');
  }
  if (problem.published[slot] === r) notes.push('was published to them');
  return notes;
}

/**
 * Who could take the slot as things stand, best first (what taking it adds to the soft cost:
 * fairness, pairing, preferences, changes), and why each other referee cannot. The referee
 * holding it now is in neither list. What the assignor's board and the decline flow show.
 */
export function candidatesFor(problem: Problem, state: AssignmentState, slot: number): SlotCandidates {
  const base = state.cost().minor;
  const holder = state.assign[slot];
  const candidates: SlotCandidate[] = [];
  const unavailable: SlotRefusal[] = [];
  for (const referee of problem.referees) {
    const r = referee.index;
    if (r === holder) continue;
    const name = referee.source.name;
    const reasons = refusalsFor(problem, state, slot, r).map((x) => x.reason);
    const cost = reasons.length === 0 ? priceMove(state, [[slot, r]]) : null;
    if (cost) {
      candidates.push({ refereeId: referee.source.id, name, costChange: cost.minor - base, gamesSoFar: state.games[r]!, feesSoFar: state.cents[r]! / 100, notes: notesFor(problem, state, slot, r) });
    } else {
      unavailable.push({ refereeId: referee.source.id, name, reasons: reasons.length > 0 ? reasons : ['a youth referee on this game would be left without an adult partner'] });
    }
  }
  candidates.sort((a, b) => a.costChange - b.costChange || a.gamesSoFar - b.gamesSoFar || a.name.localeCompare(b.name) || a.refereeId - b.refereeId);
  unavailable.sort((a, b) => a.name.localeCompare(b.name) || a.refereeId - b.refereeId);
  return { ...keyOf(problem, slot), candidates, unavailable };
}
