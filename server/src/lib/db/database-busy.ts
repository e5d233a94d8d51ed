import { AppError } from '../app-error.js';
import { sqlStateOf } from './sql-state.js';

// Prisma's codes for "the database could not serve this now": P2028 a transaction that could
// not start in time or ran past its timeout (both rolled back), P2024 no pool connection in time,
// P2037 too many connections, P1001 unreachable, P1008 timed out, P1017 connection closed.
const busyPrismaCodes = new Set(['P2028', 'P2024', 'P2037', 'P1001', 'P1008', 'P1017']);

// PostgreSQL's: 53000/53300 out of resources or connections, 57P03 starting up or shutting down,
// 55P03 a lock not granted within lock_timeout, 57014 a statement cancelled (statement_timeout),
// and class 08, connection exceptions.
const busySqlStates = new Set(['53000', '53300', '57P03', '55P03', '57014']);

/** How long a client is asked to wait before trying again. */
export const busyRetryAfterSeconds = 5;

/**
 * True when an error says the database was busy or away, not that the request was wrong: the
 * same request may well succeed a few seconds later. Nothing of a failed transaction was kept.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && busyPrismaCodes.has(code)) return true;
  const state = sqlStateOf(error);
  return state !== undefined && (busySqlStates.has(state) || state.startsWith('08'));
}

/** The 503 a busy database answers, with Retry-After. */
export function databaseBusyError(): AppError {
  return AppError.unavailable(
    `The server is busy right now and could not finish this request. Please try again in ${busyRetryAfterSeconds} seconds.`,
    busyRetryAfterSeconds,
  );
}
