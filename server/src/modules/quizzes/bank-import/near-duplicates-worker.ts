// Runs in a worker thread of the shared pool (lib/worker-pool.ts), loaded by file name: the
// near-duplicate check of a whole import, so the request thread stays free (decision 0100).
import { workerJob } from '../../../lib/worker-pool.js';
import { findNearDuplicates, type BankText, type FoundDuplicate } from '../ai/near-duplicate-index.js';

export interface NearDuplicatesTask {
  /** The league's bank in id order (drafts included). */
  bank: BankText[];
  /** The imported questions' texts. */
  texts: string[];
}

export default function runNearDuplicates(task: NearDuplicatesTask): (FoundDuplicate | null)[] {
  return findNearDuplicates(task.bank, task.texts);
}

/** Each imported text's nearest bank question at or above the threshold, or null, in the file's order. */
export const nearDuplicatesJob = workerJob<NearDuplicatesTask, (FoundDuplicate | null)[]>(import.meta.url, 'default', 'The question importer');
