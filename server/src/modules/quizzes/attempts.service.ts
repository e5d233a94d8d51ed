import type { LeagueContext } from '../../lib/permissions.js';
import { toAttemptDto } from './attempts.dto.js';
import { listUserAttemptHistory } from './attempts.repository.js';

/** The caller's own quiz history, newest first. */
export async function listMyAttempts(ctx: LeagueContext) {
  const attempts = await listUserAttemptHistory(ctx.db, ctx.user.id);
  const now = new Date();
  return { count: attempts.length, results: attempts.map((a) => toAttemptDto(a, now)) };
}
