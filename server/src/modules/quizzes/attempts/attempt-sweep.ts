import type { Db } from '../../../lib/db/database.js';
import type { Logger } from '../../../lib/logger.js';
import { submitGraceMs } from './attempt-timing.js';
import { listExpiredAttemptIds } from './attempts.repository.js';
import { closeAttempt } from './close-attempt.js';

/**
 * Closes and scores every open attempt (of one user, or all) whose deadline and grace have
 * passed, with the answers saved by then. Safe to run beside submits and autosaves: each
 * attempt closes once. Answers how many this call closed.
 */
export async function closeExpiredAttempts(db: Db, now: Date, userId?: number): Promise<number> {
  const expired = await listExpiredAttemptIds(db, new Date(now.getTime() - submitGraceMs), userId);
  let closed = 0;
  for (const { id } of expired) if (await closeAttempt(db, id, now)) closed += 1;
  return closed;
}

/** Runs the sweep every `intervalMs` until stopped; a failed round is logged and the next one tries again. */
export function startAttemptSweep(deps: { db: Db; logger: Logger; clock: () => Date }, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeExpiredAttempts(deps.db, deps.clock())
      .then((closed) => {
        if (closed) deps.logger.info({ closed }, 'Closed quiz attempts whose time ran out');
      })
      .catch((err: unknown) => deps.logger.error({ err }, 'The quiz attempt sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
