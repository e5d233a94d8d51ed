import path from 'node:path';
import { WorkerPool, type WorkerJob } from '../lib/worker-pool.js';

/** The real pool, noting which worker file each job ran and with what: what crossed to a worker thread is the point. */
export class WatchedPool extends WorkerPool {
  readonly jobs: { file: string; task: unknown }[] = [];
  override run<Task, Result>(job: WorkerJob<Task, Result>, task: Task): Promise<Result> {
    this.jobs.push({ file: path.basename(job.filename), task });
    return super.run(job, task);
  }
}
