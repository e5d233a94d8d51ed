// Runs in a worker thread of the shared pool (lib/worker-pool.ts): the optimizer stays pure,
// this file only adapts it, as balancing's balance-worker.ts does.
import { workerJob } from '../../../lib/worker-pool.js';
import {
  assignOfficials, OfficialsInputError, proposeReplacements,
  type OfficialAssignment, type OfficialsInput, type OfficialsOptions, type OfficialsResult, type ReplacementAnswer,
} from '../optimizer/index.js';

export type OfficialsTask =
  | { kind: 'assign'; input: OfficialsInput; options?: OfficialsOptions }
  | { kind: 'replace'; input: OfficialsInput; decline: OfficialAssignment; options?: OfficialsOptions & { limit?: number } };

/** Custom error classes do not survive the trip between threads, so input errors travel as data. */
export type OfficialsOutcome =
  | { ok: true; kind: 'assign'; result: OfficialsResult }
  | { ok: true; kind: 'replace'; result: ReplacementAnswer }
  | { ok: false; inputError: string };

export default function runOfficials(task: OfficialsTask): OfficialsOutcome {
  try {
    if (task.kind === 'assign') return { ok: true, kind: 'assign', result: assignOfficials(task.input, task.options) };
    return { ok: true, kind: 'replace', result: proposeReplacements(task.input, task.decline, task.options) };
  } catch (error) {
    if (error instanceof OfficialsInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** This file's default export, as the worker pool runs it. */
export const officialsJob = workerJob<OfficialsTask, OfficialsOutcome>(import.meta.url);
