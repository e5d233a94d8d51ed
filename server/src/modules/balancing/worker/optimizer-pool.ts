import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../../lib/app-error.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult } from '../optimizer/types.js';
import type { RosterChange } from '../optimizer/change-roster.js';
import type { BalanceOutcome, BalanceTask } from './balance-worker.js';
import type { RankedCandidate, TradeRankingTask } from '../../players/rank-trade-candidates.js';

export interface OptimizerPoolOptions {
  /** Worker threads; default: the cores less one for the request thread (at least one). */
  threads?: number;
  /** Balances that may wait for a free thread before new ones get 503. */
  maxQueue?: number;
}

export const poolBusyRetryAfterSeconds = 30;

/**
 * The optimizer runs in worker threads so a 5,000-player balance never holds the request
 * thread (decision 0013). Under tsx/vitest the worker is this folder's TypeScript file, loaded
 * through tsx; in the production build it is the compiled .js beside this one.
 */
export class OptimizerPool {
  private readonly pool: Piscina<BalanceTask | TradeRankingTask, BalanceOutcome | RankedCandidate[]>;
  readonly maxQueue: number;

  constructor(options: OptimizerPoolOptions = {}) {
    const here = fileURLToPath(import.meta.url);
    const extension = path.extname(here);
    const threads = options.threads ?? Math.max(1, os.availableParallelism() - 1);
    this.maxQueue = options.maxQueue ?? Math.max(8, threads * 4);
    this.pool = new Piscina({
      filename: path.join(path.dirname(here), `balance-worker${extension}`),
      minThreads: 0,
      maxThreads: threads,
      maxQueue: this.maxQueue,
      idleTimeout: 30_000,
      execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
    });
  }

  get queued(): number {
    return this.pool.queueSize;
  }

  /** Tasks the threads have finished, of every kind. */
  get completed(): number {
    return this.pool.completed;
  }

  balance(players: BalancePlayer[], options: BalanceOptions): Promise<BalanceResult> {
    return this.run({ players, options });
  }

  /** A rebalance or placement of a stored roster (optimizer/change-roster.ts). */
  changeRoster(players: BalancePlayer[], options: BalanceOptions, change: RosterChange): Promise<BalanceResult> {
    return this.run({ players, options, change });
  }

  /** Trade candidates of a division too large to rank on the request thread (decision 0031). */
  rankTradeCandidates(task: TradeRankingTask): Promise<RankedCandidate[]> {
    return this.queue(task, 'rankTrades') as Promise<RankedCandidate[]>;
  }

  private async run(task: BalanceTask): Promise<BalanceResult> {
    const outcome = (await this.queue(task, 'default')) as BalanceOutcome;
    if (!outcome.ok) throw new BalanceInputError(outcome.inputError);
    return outcome.result;
  }

  private async queue(task: BalanceTask | TradeRankingTask, name: string) {
    if (this.pool.queueSize >= this.maxQueue) throw busy();
    try {
      return await this.pool.run(task, { name });
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

function busy(): AppError {
  return AppError.unavailable(
    `The team balancer is busy with other files right now. Please try again in ${poolBusyRetryAfterSeconds} seconds; nothing was lost.`,
    poolBusyRetryAfterSeconds,
  );
}

let shared: OptimizerPool | undefined;

/** One pool per process, made on first use: every app instance in the process shares the cores. */
export function sharedOptimizerPool(config: { BALANCE_WORKERS?: number; BALANCE_QUEUE?: number }): OptimizerPool {
  shared ??= new OptimizerPool({ threads: config.BALANCE_WORKERS, maxQueue: config.BALANCE_QUEUE });
  return shared;
}
