// Runs in a worker thread (the project's pool, lib/worker-pool.ts): the optimizer stays pure,
// this file only adapts it. The server calls `workers.run(scheduleJob, task)`.
import { workerJob } from '../../../lib/worker-pool.js';
import { buildSchedule, rescheduleGames, ScheduleInputError, type Closure, type RescheduleResult, type ScheduledGame, type ScheduleInput, type ScheduleResult } from '../optimizer/index.js';

export type ScheduleTask = { kind: 'build'; input: ScheduleInput } | { kind: 'reschedule'; input: ScheduleInput; published: ScheduledGame[]; closures: Closure[] };

/** Custom error classes do not survive the trip between threads, so input errors travel as data. */
export type ScheduleOutcome = { ok: true; result: ScheduleResult | RescheduleResult } | { ok: false; inputError: string };

export default function runSchedule(task: ScheduleTask): ScheduleOutcome {
  try {
    return { ok: true, result: task.kind === 'build' ? buildSchedule(task.input) : rescheduleGames(task.input, task.published, task.closures) };
  } catch (error) {
    if (error instanceof ScheduleInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** This file's default export, as the worker pool runs it. */
export const scheduleJob = workerJob<ScheduleTask, ScheduleOutcome>(import.meta.url);
