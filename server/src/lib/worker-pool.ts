import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from './app-error.js';

export interface WorkerPoolOptions {
  /** Worker threads; default: the cores less one for the request thread (at least one). */
  threads?: number;
  /** Jobs that may wait for a free thread before new ones get 503. */
  maxQueue?: number;
}

/**
 * A function a worker thread runs: the module file that exports it and the export's name. Each
 * module brings its own worker file (balancing's balance-worker.ts, players' rank-trades-worker.ts),
 * so the pool knows no module (decision 0038). Task and Result only type `run`.
 */
export interface WorkerJob<Task, Result> {
  readonly filename: string;
  readonly name: string;
  /** Who is busy when the queue is full, for the 503's sentence ("The team balancer"). */
  readonly doer?: string;
  readonly types?: (task: Task) => Result;
}

/** The job exported as `name` by the file at `fileUrl` (pass the worker file's own import.meta.url). */
export function workerJob<Task, Result>(fileUrl: string, name = 'default', doer?: string): WorkerJob<Task, Result> {
  return { filename: fileURLToPath(fileUrl), name, ...(doer ? { doer } : {}) };
}

export const poolBusyRetryAfterSeconds = 30;

/**
 * CPU-heavy jobs (the optimizer, ranking a large division's trades) run in worker threads so a
 * 5,000-player balance never holds the request thread (decision 0013). Under tsx/vitest the worker
 * files are TypeScript, loaded through tsx; in the production build they are the compiled .js.
 */
export class WorkerPool {
  private readonly pool: Piscina;
  readonly maxQueue: number;

  constructor(options: WorkerPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, os.availableParallelism() - 1);
    this.maxQueue = options.maxQueue ?? Math.max(8, threads * 4);
    this.pool = new Piscina({
      minThreads: 0,
      maxThreads: threads,
      maxQueue: this.maxQueue,
      idleTimeout: 30_000,
      execArgv: path.extname(fileURLToPath(import.meta.url)) === '.ts' ? ['--import', 'tsx'] : [],
    });
  }

  get queued(): number {
    return this.pool.queueSize;
  }

  /** Jobs the threads have finished, of every kind. */
  get completed(): number {
    return this.pool.completed;
  }

  async run<Task, Result>(job: WorkerJob<Task, Result>, task: Task): Promise<Result> {
    if (this.pool.queueSize >= this.maxQueue) throw busy(job.doer);
    try {
      return (await this.pool.run(task, { filename: job.filename, name: job.name })) as Result;
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy(job.doer);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

function busy(doer = 'The team balancer'): AppError {
  return AppError.unavailable(
    `${doer} is busy with other files right now. Please try again in ${poolBusyRetryAfterSeconds} seconds; nothing was lost.`,
    poolBusyRetryAfterSeconds,
  );
}

let shared: WorkerPool | undefined;

/** One pool per process, made on first use: every app instance in the process shares the cores. */
export function sharedWorkerPool(config: { BALANCE_WORKERS?: number; BALANCE_QUEUE?: number }): WorkerPool {
  shared ??= new WorkerPool({ threads: config.BALANCE_WORKERS, maxQueue: config.BALANCE_QUEUE });
  return shared;
}
