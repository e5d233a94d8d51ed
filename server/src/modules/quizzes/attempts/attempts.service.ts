import type { LeagueContext } from '../../../lib/permissions.js';
import { closeExpiredAttempts } from './attempt-sweep.js';
import { toAttemptDto } from './attempts.dto.js';
import { listUserAttemptHistory } from './attempts.repository.js';

/** The caller's own quiz history, newest first; attempts whose time ran out are scored first. */
export async function listMyAttempts(ctx: LeagueContext, now: Date) {
  await closeExpiredAttempts(ctx.db, now, ctx.user.id);
  const attempts = await listUserAttemptHistory(ctx.db, ctx.user.id);
  return { count: attempts.length, results: attempts.map((a) => toAttemptDto(a, now)) };
}
