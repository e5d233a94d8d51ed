import type { LeagueContext } from '../../lib/permissions.js';
import { requireInLeague } from '../../lib/permissions.js';
import { markFormulaCell } from '../../lib/spreadsheet-cell.js';
import { dayFromDb, dayToDb } from './calendar-day.js';
import { listValidCertificatesOfLevel } from './certificates.repository.js';

/**
 * Every referee of the caller's league holding a certificate of the level that is valid (not
 * revoked) on the day: the assignors' list. Another league's level is a 404.
 */
export async function listEligibleReferees(ctx: LeagueContext, levelId: number, day: string) {
  const level = await requireInLeague(ctx, 'certificationLevel', levelId);
  const rows = await listValidCertificatesOfLevel(ctx.db, ctx.leagueId, levelId, dayToDb(day));
  // A referee with two overlapping certificates appears once, with the one valid longest.
  const seen = new Set<number>();
  const results = rows
    .filter((r) => !seen.has(r.userId) && seen.add(r.userId))
    .map((r) => ({
      referee_id: r.user.id,
      first_name: r.user.firstName,
      last_name: r.user.lastName,
      username: r.user.username,
      email: r.user.email,
      certificate_code: r.code,
      valid_from: dayFromDb(r.validFrom),
      valid_until: dayFromDb(r.validUntil),
    }));
  return { level: level.name, on: day, count: results.length, results };
}

export function eligibilityCsv(list: Awaited<ReturnType<typeof listEligibleReferees>>): string {
  const header = ['First name', 'Last name', 'Username', 'Email', 'Certificate code', 'Valid from', 'Valid until'];
  const quote = (v: string) => `"${markFormulaCell(v).replace(/"/g, '""')}"`;
  const lines = list.results.map((r) => [r.first_name, r.last_name, r.username, r.email ?? '', r.certificate_code, r.valid_from, r.valid_until].map(quote).join(','));
  return `\uFEFF${[header.map(quote).join(','), ...lines].join('\r\n')}\r\n`;
}
