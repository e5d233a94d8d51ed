import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../app-error.js';
import type { Db } from './database.js';

type Tx = Prisma.TransactionClient;

const retryableSqlStates = new Set(['40001', '40P01']);

/** Thrown inside a transaction whose reads went stale while it waited for a lock: it is run again. */
export class RetryableConflict extends Error {
  override name = 'RetryableConflict';
}

const busyMessage = 'Other changes to this roster were being saved at the same moment, so this one was not saved. Please try again.';

/**
 * PostgreSQL answers a deadlock (40P01) or a serialization failure (40001) by rolling back one
 * transaction; running it again is the documented cure. Prisma reports them as P2034 (or P2010
 * with the SQL state in the adapter's cause for raw statements).
 */
export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; depth += 1) {
    const any = e as { code?: unknown; originalCode?: unknown; kind?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };
    if (e instanceof RetryableConflict) return true;
    if (any.code === 'P2034' || any.kind === 'TransactionWriteConflict') return true;
    if (typeof any.originalCode === 'string' && retryableSqlStates.has(any.originalCode)) return true;
    if (typeof any.code === 'string' && retryableSqlStates.has(any.code)) return true;
    e = any.meta?.driverAdapterError ?? any.cause;
  }
  return false;
}

export interface RetryOptions {
  attempts?: number;
  timeout?: number;
  maxWait?: number;
  /** The 409's sentence when every try lost its race (default: the roster's). */
  conflictMessage?: string;
}

/**
 * Every write transaction that touches ratings, composites or a division's roster goes through
 * here: a bounded number of tries with a short random back-off, so a lost deadlock race is
 * invisible to the user and a persistent one still ends, as a 409 asking to try again (a lost
 * race is a conflict, never a 500).
 */
export async function runTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(work, { timeout: options.timeout ?? 15_000, maxWait: options.maxWait ?? 10_000 });
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= attempts) throw Object.assign(AppError.conflict(options.conflictMessage ?? busyMessage), { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt + Math.random() * 20));
    }
  }
}
