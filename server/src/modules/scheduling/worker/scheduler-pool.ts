import { AppError } from '../../../lib/app-error.js';
import type { AppDeps } from '../../../lib/deps.js';
import { sharedWorkerPool, type WorkerPool } from '../../../lib/worker-pool.js';
import type { Closure, RescheduleResult, ScheduledGame, ScheduleInput, ScheduleResult } from '../optimizer/index.js';
import { scheduleJob, type ScheduleTask } from './schedule-worker.js';

/**
 * The schedule optimizer's jobs on the process's worker threads (lib/worker-pool.ts), the pool
 * the team balancer uses: a schedule is never built on the request thread. Input the optimizer
 * cannot schedule comes back as a 400 with its sentence.
 */
export class SchedulerPool {
  constructor(private readonly workers: WorkerPool) {}

  build(input: ScheduleInput): Promise<ScheduleResult> {
    return this.run({ kind: 'build', input });
  }

  async reschedule(input: ScheduleInput, published: ScheduledGame[], closures: Closure[]): Promise<RescheduleResult> {
    return (await this.run({ kind: 'reschedule', input, published, closures })) as RescheduleResult;
  }

  private async run(task: ScheduleTask): Promise<ScheduleResult> {
    const outcome = await this.workers.run(scheduleJob, task);
    if (!outcome.ok) throw AppError.badRequest(outcome.inputError, undefined, 'schedule_input');
    return outcome.result;
  }
}

/** The scheduler on the app's worker pool: the one passed in (tests), else the process's shared one. */
export function schedulerFor({ workers, config }: Pick<AppDeps, 'workers' | 'config'>): SchedulerPool {
  return new SchedulerPool(workers ?? sharedWorkerPool(config));
}
