import { AppError } from '../../../lib/app-error.js';
import type { AppDeps } from '../../../lib/deps.js';
import { sharedWorkerPool, type WorkerPool } from '../../../lib/worker-pool.js';
import type { OfficialsInput, OfficialsResult } from '../optimizer/index.js';
import { officialsJob } from './officials-worker.js';

/**
 * The officials optimizer on the process's worker threads (lib/worker-pool.ts), the pool
 * balancing and scheduling use: an assignment is never worked out on the request thread.
 * Input the optimizer cannot read comes back as a 400 with its sentence.
 */
export class OfficialsPool {
  constructor(private readonly workers: WorkerPool) {}

  async assign(input: OfficialsInput): Promise<OfficialsResult> {
    const outcome = await this.workers.run(officialsJob, { kind: 'assign', input });
    if (!outcome.ok) throw AppError.badRequest(outcome.inputError, undefined, 'officials_input');
    if (outcome.kind !== 'assign') throw new Error('The officials worker answered another job.');
    return outcome.result;
  }
}

export function officialsPoolFor({ workers, config }: Pick<AppDeps, 'workers' | 'config'>): OfficialsPool {
  return new OfficialsPool(workers ?? sharedWorkerPool(config));
}
