// Runs in a worker thread (piscina): the optimizer stays pure, this file only adapts it.
import { workerJob } from '../../../lib/worker-pool.js';
import { BalanceInputError, balanceTeams, changeRoster, type BalanceOptions, type BalancePlayer, type BalanceResult, type RosterChange } from '../optimizer/index.js';

export interface BalanceTask {
  players: BalancePlayer[];
  options: BalanceOptions;
  /** A rebalance or placement of a stored roster; absent for a fresh balance. */
  change?: RosterChange;
}

/** Custom error classes do not survive the trip between threads, so input errors travel as data. */
export type BalanceOutcome = { ok: true; result: BalanceResult } | { ok: false; inputError: string };

export default function runBalance(task: BalanceTask): BalanceOutcome {
  try {
    return { ok: true, result: task.change ? changeRoster(task.players, task.options, task.change) : balanceTeams(task.players, task.options) };
  } catch (error) {
    if (error instanceof BalanceInputError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/** This file's default export, as the worker pool runs it. */
export const balanceJob = workerJob<BalanceTask, BalanceOutcome>(import.meta.url);
