import { randomInt } from 'node:crypto';
import type { AccessCodeDto, CreateAccessCodeInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { hashTokenKey } from '../../lib/tokens.js';
import type { LeagueContext } from '../../lib/permissions.js';
import * as repo from './access-codes.repository.js';
import { requireEvent } from './events.service.js';

// Codes are typed on a phone in a gym: 8 letters and digits without the look-alikes (0/O, 1/I/L),
// shown as ABCD-EFGH; 31^8 (about 850 billion) codes. Joining looks the code up by its SHA-256; the
// code itself is kept for the admin's list while it is open (decision 0187), as the volunteers
// wrote it on the gym's whiteboard anyway, and revoking it forgets it.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;

function makeCode(): string {
  const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** What is typed, as it is hashed: letter case, spaces and dashes do not count. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const hashAccessCode = (code: string) => hashTokenKey(normaliseCode(code));

type CodeRow = Awaited<ReturnType<typeof repo.findAccessCodes>>[number];
const toAccessCodeDto = (row: CodeRow): AccessCodeDto => ({
  id: row.id,
  ...(row.code && !row.revokedAt ? { code: row.code } : {}),
  session_id: row.sessionId,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  evaluators: row._count.evaluators,
});

export async function createAccessCode(ctx: LeagueContext, eventId: number, input: CreateAccessCodeInput) {
  const event = await requireEvent(ctx, eventId);
  if (input.session_id && !event.sessions.some((s) => s.id === input.session_id)) {
    throw AppError.badRequest('This session is not one of the evaluation day.', { fields: { session_id: 'other_event' } });
  }
  const code = makeCode();
  const row = await repo.insertAccessCode(ctx.db, { eventId, sessionId: input.session_id ?? null, codeHash: hashAccessCode(code), code });
  return toAccessCodeDto(row);
}

export async function listAccessCodes(ctx: LeagueContext, eventId: number) {
  await requireEvent(ctx, eventId);
  const rows = await repo.findAccessCodes(ctx.db, eventId);
  return { count: rows.length, results: rows.map((r) => toAccessCodeDto(r)) };
}

/** A revoked code lets no one join, and ends the sessions of those who joined with it, at once. */
export async function revokeAccessCode(ctx: LeagueContext, eventId: number, codeId: number) {
  await requireEvent(ctx, eventId);
  const row = await repo.findAccessCode(ctx.db, eventId, codeId);
  if (!row) throw AppError.notFound('Access code');
  // Revoking twice keeps the first moment.
  const revoked = row.revokedAt ? (await repo.findAccessCodes(ctx.db, eventId)).find((r) => r.id === codeId)! : await repo.revokeAccessCodeRow(ctx.db, codeId);
  return toAccessCodeDto(revoked);
}
