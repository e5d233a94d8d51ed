// Runs in a worker thread of the shared pool (lib/worker-pool.ts): the optimizer stays pure,
// this file only adapts it, as balancing's balance-worker.ts does.
import { workerJob } from '../../../lib/worker-pool.js';
import {
  assignOfficials, checkAssignments, OfficialsInputError, proposeReplacements, rankCandidates, refereeOpenings,
  type BrokenOfficialsRule, type OfficialAssignment, type OfficialsInput, type OfficialsOptions, type OfficialsResult, type ReplacementAnswer,
  type SlotCandidates, type SlotKey, type SlotOpening,
} from '../optimizer/index.js';

export type OfficialsTask =
  | { kind: 'assign'; input: OfficialsInput; options?: OfficialsOptions }
  | { kind: 'replace'; input: OfficialsInput; decline: OfficialAssignment; options?: OfficialsOptions & { limit?: number } }
  | { kind: 'candidates'; input: OfficialsInput; assignments: OfficialAssignment[]; slot: SlotKey }
  | { kind: 'check'; input: OfficialsInput; assignments: OfficialAssignment[] }
  | { kind: 'openings'; input: OfficialsInput; assignments: OfficialAssignment[]; refereeId: number; slots: SlotKey[] };

/** Custom error classes do not survive the trip between threads, so input errors travel as data. */
export type OfficialsOutcome =
  | { ok: true; kind: 'assign'; result: OfficialsResult }
  | { ok: true; kind: 'replace'; result: ReplacementAnswer }
  | { ok: true; kind: 'candidates'; result: SlotCandidates }
  | { ok: true; kind: 'check'; result: BrokenOfficialsRule[] }
  | { ok: true; kind: 'openings'; result: SlotOpening[] }
  | { ok: false; inputError: string };

function run(task: OfficialsTask): OfficialsOutcome {
  switch (task.kind) {
    case 'assign': return { ok: true, kind: 'assign', result: assignOfficials(task.input, task.options) };
    case 'replace': return { ok: true, kind: 'replace', result: proposeReplacements(task.input, task.decline, task.options) };
    case 'candidates': return { ok: true, kind: 'candidates', result: rankCandidates(task.input, task.assignments, task.slot) };
    case 'check': return { ok: true, kind: 'check', result: checkAssignments(task.input, task.assignments) };
    case 'openings': return { ok: true, kind: 'openings', result: refereeOpenings(task.input, task.assignments, task.refereeId, task.slots) };
  }
}

export default function runOfficials(task: OfficialsTask): OfficialsOutcome {
  try {
    return run(task);
  } catch (error) {
    if (error instanceof OfficialsInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** This file's default export, as the worker pool runs it. */
export const officialsJob = workerJob<OfficialsTask, OfficialsOutcome>(import.meta.url);
