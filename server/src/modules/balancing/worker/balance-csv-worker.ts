// Runs in a worker thread of the shared pool (lib/worker-pool.ts): a CSV balance from the
// uploaded text to the answer's JSON text, so the request thread only forwards the upload and
// sends the bytes (decision 0042).
import type { BalancedTeamsAnswer } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import { workerJob } from '../../../lib/worker-pool.js';
import { balanceCsv, type CsvBalanceTask } from '../balance-csv.js';

/** AppError does not survive the trip between threads, so the 400s travel as data. */
export type CsvBalanceOutcome =
  | { ok: true; json: string }
  | { ok: false; error: { status: number; message: string; code?: string; details?: Record<string, unknown> } };

export default async function runCsvBalance(task: CsvBalanceTask): Promise<CsvBalanceOutcome> {
  try {
    // Serialised here as res.json would (no replacer, no spaces): 1.2 MB for 5,000 players.
    const answer: BalancedTeamsAnswer = { data: await balanceCsv(task) };
    return { ok: true, json: JSON.stringify(answer) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: { status: error.status, message: error.message, code: error.code, details: error.details } };
    throw error;
  }
}

/** This file's default export, as the worker pool runs it. */
export const balanceCsvJob = workerJob<CsvBalanceTask, CsvBalanceOutcome>(import.meta.url);
