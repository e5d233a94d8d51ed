import { AppError } from '../../../lib/app-error.js';
import type { AppDeps } from '../../../lib/deps.js';
import { sharedWorkerPool, type WorkerPool } from '../../../lib/worker-pool.js';
import type {
  BrokenOfficialsRule, OfficialAssignment, OfficialsInput, OfficialsResult, ReplacementAnswer, SlotCandidates, SlotKey, SlotOpening,
} from '../optimizer/index.js';
import { officialsJob, type OfficialsOutcome, type OfficialsTask } from './officials-worker.js';

type Answer<K extends OfficialsTask['kind']> = Extract<OfficialsOutcome, { ok: true; kind: K }>['result'];

/**
 * The officials optimizer on the process's worker threads (lib/worker-pool.ts), the pool
 * balancing and scheduling use: an assignment, a candidate list or a check of the board is
 * never worked out on the request thread. Input the optimizer cannot read comes back as a 400
 * with its sentence.
 */
export class OfficialsPool {
  constructor(private readonly workers: WorkerPool) {}

  private async run<K extends OfficialsTask['kind']>(task: Extract<OfficialsTask, { kind: K }>): Promise<Answer<K>> {
    const outcome = await this.workers.run(officialsJob, task);
    if (!outcome.ok) throw AppError.badRequest(outcome.inputError, undefined, 'officials_input');
    if (outcome.kind !== task.kind) throw new Error('The officials worker answered another job.');
    return outcome.result as Answer<K>;
  }

  assign(input: OfficialsInput): Promise<OfficialsResult> {
    return this.run<'assign'>({ kind: 'assign', input });
  }

  /** Who could take one place given the board's assignments, best first, and why the others cannot. */
  candidates(input: OfficialsInput, assignments: OfficialAssignment[], slot: SlotKey): Promise<SlotCandidates> {
    return this.run<'candidates'>({ kind: 'candidates', input, assignments, slot });
  }

  /** Every rule the assignments break, in words. */
  check(input: OfficialsInput, assignments: OfficialAssignment[]): Promise<BrokenOfficialsRule[]> {
    return this.run<'check'>({ kind: 'check', input, assignments });
  }

  /** For one referee, each given slot with the rules that keep them off it (self-assign). */
  openings(input: OfficialsInput, assignments: OfficialAssignment[], refereeId: number, slots: SlotKey[]): Promise<SlotOpening[]> {
    return this.run<'openings'>({ kind: 'openings', input, assignments, refereeId, slots });
  }

  /** The ways to fill a declined place, fewest changes first. */
  replace(input: OfficialsInput, decline: OfficialAssignment): Promise<ReplacementAnswer> {
    return this.run<'replace'>({ kind: 'replace', input, decline });
  }
}

export function officialsPoolFor({ workers, config }: Pick<AppDeps, 'workers' | 'config'>): OfficialsPool {
  return new OfficialsPool(workers ?? sharedWorkerPool(config));
}
