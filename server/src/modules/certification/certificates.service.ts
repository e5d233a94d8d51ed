import type { CertificateStatus, PublicCertificateDto } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import { canReadCertificate, type LeagueContext } from '../../lib/permissions.js';
import { dayFromDb, dayOf } from './calendar-day.js';
import { normalizeCertificateCode } from './certificate-code.js';
import { buildCertificatePdf } from './certificate-pdf.js';
import { findCertificateByCode, revokeCertificateRecord, type CertificateWithPeople } from './certificates.repository.js';

async function findByCode(db: Db, rawCode: string) {
  const code = normalizeCertificateCode(rawCode);
  return code ? findCertificateByCode(db, code) : null;
}

const fullName = (user: CertificateWithPeople['user']) => `${user.firstName} ${user.lastName}`.trim() || user.username;

function statusOn(row: CertificateWithPeople, day: string): CertificateStatus {
  if (row.revokedAt) return 'revoked';
  return day > dayFromDb(row.validUntil) ? 'expired' : 'valid';
}

/** The public verification answer: exactly these five fields (decision 0062). Unknown codes 404. */
export async function verifyCertificate(db: Db, rawCode: string, now: Date): Promise<PublicCertificateDto> {
  const row = await findByCode(db, rawCode);
  if (!row) throw AppError.notFound('Certificate');
  return { name: fullName(row.user), level: row.level.name, valid_from: dayFromDb(row.validFrom), valid_until: dayFromDb(row.validUntil), status: statusOn(row, dayOf(now)) };
}

/** A league's certificate for its referee or its managers; anyone else's answers 404. */
async function requireReadable(ctx: LeagueContext, rawCode: string) {
  const row = await findByCode(ctx.db, rawCode);
  if (!row || row.leagueId !== ctx.leagueId || !canReadCertificate(ctx.user, row.userId)) throw AppError.notFound('Certificate');
  return row;
}

export async function getCertificatePdf(ctx: LeagueContext, rawCode: string, publicUrl: string) {
  const row = await requireReadable(ctx, rawCode);
  const pdf = await buildCertificatePdf({
    name: fullName(row.user),
    level: row.level.name,
    edition: row.level.edition,
    league: row.league.name,
    validFrom: dayFromDb(row.validFrom),
    validUntil: dayFromDb(row.validUntil),
    code: row.code,
    verifyUrl: `${publicUrl.replace(/\/+$/, '')}/verify/${row.code}`,
  });
  return { pdf, filename: `certificate-${row.code}.pdf` };
}

/** Revoking is final for that certificate; a revoked one stays revoked when asked again (same answer). */
export async function revokeCertificate(ctx: LeagueContext, rawCode: string, reason: string, now: Date) {
  const row = await requireReadable(ctx, rawCode);
  const updated = row.revokedAt ? row : await revokeCertificateRecord(ctx.db, row.id, now, reason);
  return { code: row.code, status: 'revoked' as const, revoked_at: updated.revokedAt!.toISOString(), reason: updated.revokeReason };
}
