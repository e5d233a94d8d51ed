import { slotKey, type Problem } from './prepared.js';
import { OfficialsInputError, type OfficialAssignment, type SlotKey } from './types.js';

/** The slot's index; an unknown game or a role its division does not have is an input error. */
export function slotOf(problem: Problem, key: SlotKey): number {
  const slot = problem.slotIndex.get(slotKey(key.gameId, key.role));
  if (slot === undefined) {
    if (!problem.gameIndex.has(key.gameId)) throw new OfficialsInputError(`Game ${key.gameId} is not among the games.`);
    throw new OfficialsInputError(`Game ${key.gameId} has no role "${key.role}".`);
  }
  return slot;
}

export function refereeOf(problem: Problem, refereeId: number): number {
  const r = problem.refereeIndex.get(refereeId);
  if (r === undefined) throw new OfficialsInputError(`Referee ${refereeId} is not among the referees.`);
  return r;
}

/** A list of assignments as slot -> referee index (-1: open); a slot named twice is an input error. */
export function toAssignArray(problem: Problem, assignments: readonly OfficialAssignment[]): Int32Array {
  const assign = new Int32Array(problem.slots.length).fill(-1);
  for (const a of assignments) {
    const slot = slotOf(problem, a);
    if (assign[slot]! >= 0) throw new OfficialsInputError(`Game ${a.gameId}'s ${a.role} is assigned twice.`);
    assign[slot] = refereeOf(problem, a.refereeId);
  }
  return assign;
}

export function keyOf(problem: Problem, slot: number): SlotKey {
  const s = problem.slots[slot]!;
  return { gameId: problem.games[s.game]!.source.id, role: s.role.role };
}

/** Slot -> referee as assignments, in time order (slots are numbered in it). */
export function toAssignmentList(problem: Problem, assign: Int32Array): OfficialAssignment[] {
  const list: OfficialAssignment[] = [];
  assign.forEach((r, slot) => r >= 0 && list.push({ ...keyOf(problem, slot), refereeId: problem.referees[r]!.source.id }));
  return list;
}
