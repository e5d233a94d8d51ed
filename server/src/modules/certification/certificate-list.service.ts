import type { CertificateListDto, CertificateListQuery } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { addDays, dayFromDb, dayOf, daysBetween, dayToDb } from './calendar-day.js';
import { listValidCertificates } from './certificates.repository.js';

/**
 * The league's certificates valid (not revoked) on a day, today unless asked: optionally of one
 * level, optionally only those whose last valid day is within N days of it. Sorted by last
 * valid day, soonest first, so "expiring within 30 days" reads as a to-do list.
 */
export async function listCertificates(ctx: LeagueContext, query: CertificateListQuery, now: Date): Promise<CertificateListDto> {
  if (query.level !== undefined) await requireInLeague(ctx, 'certificationLevel', query.level);
  const on = query.on ?? dayOf(now);
  const lastDay = query.expiring_within === undefined ? undefined : dayToDb(addDays(on, query.expiring_within));
  const rows = await listValidCertificates(ctx.db, { leagueId: ctx.leagueId, levelId: query.level, on: dayToDb(on), lastDay });
  const results = rows.map((r) => ({
    code: r.code,
    referee_id: r.userId,
    referee_name: `${r.user.firstName} ${r.user.lastName}`.trim() || r.user.username,
    level_id: r.levelId,
    level: r.level.name,
    valid_from: dayFromDb(r.validFrom),
    valid_until: dayFromDb(r.validUntil),
    expires_in_days: daysBetween(on, dayFromDb(r.validUntil)),
  }));
  return { on, count: results.length, results };
}
