// Runs in a worker thread of the shared pool (lib/worker-pool.ts), loaded by file name: an
// import's parsing and near-duplicate check, so the request thread stays free (decision 0100).
import { workerJob } from '../../../lib/worker-pool.js';
import { InterchangeFormatError } from '../interchange/index.js';
import { readImport, type ReadImport, type ReadImportTask } from './read-import.js';

/** InterchangeFormatError does not survive the trip between threads, so a file's 400 travels as data. */
export type ReadImportOutcome =
  | ({ ok: true } & ReadImport)
  | { ok: false; error: { message: string; line?: number; column?: number; questionIndex?: number } };

export default function runReadImport(task: ReadImportTask): ReadImportOutcome {
  try {
    return { ok: true, ...readImport(task) };
  } catch (error) {
    if (!(error instanceof InterchangeFormatError)) throw error;
    return { ok: false, error: { message: error.message, line: error.line, column: error.column, questionIndex: error.questionIndex } };
  }
}

export const readImportJob = workerJob<ReadImportTask, ReadImportOutcome>(import.meta.url, 'default', 'The question importer');

/** The worker's answer, or the file's InterchangeFormatError again on this side. */
export function readImportOrThrow(outcome: ReadImportOutcome): ReadImport {
  if (!outcome.ok) throw new InterchangeFormatError(outcome.error.message, outcome.error);
  return outcome;
}
