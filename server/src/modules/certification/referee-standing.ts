import type { LevelStatusDto } from '@league/contract';
import { dayFromDb } from './calendar-day.js';
import { computeLevelStatus, type CertificateFacts, type LevelDefinition, type RefereeFacts, type RequirementNames } from './level-status.js';
import type { CertificateRow, FactRows } from './certification.repository.js';

const toCertificateFacts = (row: CertificateRow): CertificateFacts => ({
  code: row.code,
  validFrom: dayFromDb(row.validFrom),
  validUntil: dayFromDb(row.validUntil),
  revoked: row.revokedAt !== null,
});

/** The certificate that speaks for a level: the latest one. */
export function latestCertificate(rows: FactRows, userId: number, levelId: number): CertificateRow | null {
  const mine = rows.certificates.filter((c) => c.userId === userId && c.levelId === levelId);
  return mine.at(-1) ?? null;
}

/** One referee's facts out of the rows loaded for many. */
export function refereeFacts(rows: FactRows, userId: number, day: string): RefereeFacts {
  return {
    passedQuizIds: new Set(rows.passed.filter((p) => p.userId === userId).map((p) => p.quizId)),
    passedCategories: new Set(rows.categories.filter((c) => c.userId === userId).map((c) => c.category)),
    clinicDays: new Map(rows.clinics.filter((c) => c.userId === userId).map((c) => [c.levelId, dayFromDb(c.attendedOn)])),
    heldLevelIds: new Set(
      rows.certificates
        .filter((c) => c.userId === userId && c.revokedAt === null && dayFromDb(c.validFrom) <= day && day <= dayFromDb(c.validUntil))
        .map((c) => c.levelId),
    ),
  };
}

/** A referee's status at every level of the league on a day. */
export function refereeStatuses(levels: LevelDefinition[], rows: FactRows, userId: number, day: string, names: RequirementNames): LevelStatusDto[] {
  const facts = refereeFacts(rows, userId, day);
  return levels.map((level) => {
    const certificate = latestCertificate(rows, userId, level.id);
    return computeLevelStatus(level, facts, certificate ? toCertificateFacts(certificate) : null, day, names);
  });
}
