import { keyOf, refereeOf, slotOf, toAssignArray } from '../model/assignment-list.js';
import { prepareProblem } from '../model/prepare-problem.js';
import type { Problem } from '../model/prepared.js';
import type { ReplacementAnswer, ReplacementProposal } from '../model/result.js';
import { OfficialsInputError, type OfficialAssignment, type OfficialsInput, type OfficialsOptions } from '../model/types.js';
import { clock } from '../model/words.js';
import { explainUncovered } from '../report/explain-uncovered.js';
import { candidatesFor } from '../report/slot-candidates.js';
import { AssignmentState } from '../score/assignment-state.js';
import { resolveWeights } from '../score/weights.js';
import { applyMove, type Move } from '../search/price-move.js';

const gameLabel = (problem: Problem, slot: number) => {
  const s = problem.slots[slot]!;
  const g = problem.games[s.game]!;
  return `${g.division.name} at ${g.venue.name} on ${g.source.date} at ${clock(g.source.start)} (${s.role.role})`;
};
const nameOf = (problem: Problem, r: number) => problem.referees[r]!.source.name;

/** Youth referees left on the slot's game without an adult. */
function youthLeftAlone(problem: Problem, state: AssignmentState, slot: number): number[] {
  const game = problem.games[problem.slots[slot]!.game]!;
  const onIt = game.slots.filter((s) => state.assign[s]! >= 0);
  const youth = (s: number) => problem.referees[state.assign[s]!]!.youthByDay[game.day] === 1;
  return onIt.every(youth) ? onIt : [];
}

/** The move's cost change, or null when it leaves more rules broken than `allowed`; the state is left as it was. */
function priceWithin(state: AssignmentState, move: Move, allowed: number, base: number): number | null {
  const undo = applyMove(state, move);
  const price = state.broken > allowed ? null : state.cost().minor - base;
  applyMove(state, undo);
  return price;
}

/**
 * A referee declined a published slot (decision 0143): the ways to fill it, fewest changes
 * first, then by the soft cost (fairness, pairing, preferences). One change: a referee who is
 * free takes it. Two changes: a referee kept off it by another game of that day moves over, and
 * someone free takes the game they leave. The declining referee is in no proposal. When nothing fills it: why, and the youth referees who must come off with it.
 */
export function proposeReplacements(input: OfficialsInput, decline: OfficialAssignment, options: Pick<OfficialsOptions, 'weights'> & { limit?: number } = {}): ReplacementAnswer {
  const problem = prepareProblem({ ...input, declines: [...(input.declines ?? []), { gameId: decline.gameId, refereeId: decline.refereeId }] });
  const slot = slotOf(problem, decline);
  const declining = refereeOf(problem, decline.refereeId);
  if (problem.published[slot] !== declining) throw new OfficialsInputError(`Referee ${decline.refereeId} is not published on game ${decline.gameId} as ${decline.role}.`);
  const state = AssignmentState.of(problem, resolveWeights(options.weights), toAssignArray(problem, input.published ?? []));
  state.set(slot, -1);
  const alone = youthLeftAlone(problem, state, slot);
  const allowed = state.broken - alone.length;
  const base = state.cost().minor;
  const proposals: ReplacementProposal[] = [];
  const propose = (move: Move, summary: string) => {
    const costChange = priceWithin(state, move, allowed, base);
    if (costChange === null) return;
    proposals.push({ changes: move.map(([s, to]) => ({ ...keyOf(problem, s), from: state.assign[s]! >= 0 ? problem.referees[state.assign[s]!]!.source.id : null, to: problem.referees[to]!.source.id })), summary, costChange });
  };
  const here = gameLabel(problem, slot);
  // The declining referee is in no proposal: a decline is rarely about one game alone.
  const takers = problem.eligibleFor[slot]!.filter((r) => r !== declining);
  for (const r of takers) propose([[slot, r]], `${nameOf(problem, r)} takes ${here}.`);
  const direct = new Set(proposals.map((p) => p.changes[0]!.to));
  const day = problem.games[problem.slots[slot]!.game]!.day;
  for (const r of takers) {
    if (direct.has(problem.referees[r]!.source.id)) continue;
    for (const held of state.slotsOf[r]!) {
      if (problem.games[problem.slots[held]!.game]!.day !== day) continue;
      for (const other of problem.eligibleFor[held]!) {
        if (other !== r && other !== declining) propose([[held, other], [slot, r]], `${nameOf(problem, r)} moves from ${gameLabel(problem, held)} to ${here}; ${nameOf(problem, other)} takes their place there.`);
      }
    }
  }
  proposals.sort((a, b) => a.changes.length - b.changes.length || a.costChange - b.costChange || a.summary.localeCompare(b.summary));
  const off = proposals.length === 0 ? alone : [];
  return {
    ...keyOf(problem, slot),
    proposals: proposals.slice(0, options.limit ?? 5),
    openReason: proposals.length === 0 ? explainUncovered(problem, state, slot) : null,
    alsoOff: off.map((s) => ({ ...keyOf(problem, s), refereeId: problem.referees[state.assign[s]!]!.source.id })),
    candidates: candidatesFor(problem, state, slot),
  };
}
