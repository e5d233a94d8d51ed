import { AppError } from '../../../lib/app-error.js';
import { sharedWorkerPool, type WorkerPool } from '../../../lib/worker-pool.js';
import type { AppDeps } from '../../../lib/deps.js';
import { BalanceInputError, type BalanceOptions, type BalancePlayer, type BalanceResult, type RosterChange } from '../optimizer/index.js';
import { balanceJob, type BalanceTask } from './balance-worker.js';
import { balanceCsvJob } from './balance-csv-worker.js';
import type { CsvBalanceTask } from '../balance-csv.js';

/**
 * The optimizer's jobs on the process's worker threads (lib/worker-pool.ts): balancing never
 * runs on the request thread (decision 0013). The pool is shared with other modules' jobs.
 */
export class OptimizerPool {
  constructor(private readonly workers: WorkerPool) {}

  balance(players: BalancePlayer[], options: BalanceOptions): Promise<BalanceResult> {
    return this.run({ players, options });
  }

  /** A rebalance or placement of a stored roster (the optimizer's changeRoster). */
  changeRoster(players: BalancePlayer[], options: BalanceOptions, change: RosterChange): Promise<BalanceResult> {
    return this.run({ players, options, change });
  }

  /** A CSV upload read, balanced and previewed off the request thread: the answer's JSON text (decision 0042). */
  async balanceCsv(task: CsvBalanceTask): Promise<string> {
    const outcome = await this.workers.run(balanceCsvJob, task);
    if (!outcome.ok) throw new AppError(outcome.error.status, outcome.error.message, outcome.error.code, outcome.error.details);
    return outcome.json;
  }

  private async run(task: BalanceTask): Promise<BalanceResult> {
    const outcome = await this.workers.run(balanceJob, task);
    if (!outcome.ok) throw new BalanceInputError(outcome.inputError);
    return outcome.result;
  }
}

/** The optimizer on the app's worker pool: the one passed in (tests), else the process's shared one. */
export function optimizerFor({ workers, config }: Pick<AppDeps, 'workers' | 'config'>): OptimizerPool {
  return new OptimizerPool(workers ?? sharedWorkerPool(config));
}
