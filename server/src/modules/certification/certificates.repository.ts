import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

// Issued certificates: the public check, the league's lists and the reminder sweeps read them here.

const withPeople = { user: { select: { firstName: true, lastName: true, username: true } }, level: { select: { name: true, edition: true } }, league: { select: { name: true } } } as const;

/** A certificate by its (normalized) code, with its referee, level and league. */
export function findCertificateByCode(db: Db, code: string) {
  return db.certificateRecord.findUnique({ where: { code }, include: withPeople });
}

export type CertificateWithPeople = NonNullable<Awaited<ReturnType<typeof findCertificateByCode>>>;

export function revokeCertificateRecord(db: Db, id: number, now: Date, reason: string) {
  return db.certificateRecord.update({ where: { id }, data: { revokedAt: now, revokeReason: reason } });
}

/** The league's not-revoked certificates valid on `on` (ending by `lastDay` when given), soonest end first. */
export function listValidCertificates(db: Db, filter: { leagueId: number; levelId?: number; on: Date; lastDay?: Date }) {
  return db.certificateRecord.findMany({
    where: {
      leagueId: filter.leagueId,
      revokedAt: null,
      levelId: filter.levelId,
      validFrom: { lte: filter.on },
      validUntil: { gte: filter.on, ...(filter.lastDay ? { lte: filter.lastDay } : {}) },
    },
    include: { user: { select: { firstName: true, lastName: true, username: true } }, level: { select: { name: true } } },
    orderBy: [{ validUntil: 'asc' }, { id: 'asc' }],
  });
}

/** A level's certificates valid on `on`, with their referees, by name then longest valid first. */
export function listValidCertificatesOfLevel(db: Db, leagueId: number, levelId: number, on: Date) {
  return db.certificateRecord.findMany({
    where: { leagueId, levelId, revokedAt: null, validFrom: { lte: on }, validUntil: { gte: on } },
    include: { user: { select: { id: true, firstName: true, lastName: true, username: true, email: true } } },
    orderBy: [{ user: { lastName: 'asc' } }, { user: { firstName: 'asc' } }, { validUntil: 'desc' }],
  });
}

export async function createCertificate(tx: Prisma.TransactionClient, data: Prisma.CertificateRecordUncheckedCreateInput): Promise<void> {
  await tx.certificateRecord.create({ data });
}

/** Every league's not-revoked certificates ending between these days, of referees who may be emailed. */
export function findExpiringCertificates(db: Db, from: Date, to: Date) {
  return db.certificateRecord.findMany({
    where: {
      revokedAt: null,
      validUntil: { gte: from, lte: to },
      user: { isActive: true, certificateRemindersOff: false, email: { not: null } },
    },
    include: {
      user: { select: { firstName: true, lastName: true, username: true, email: true } },
      level: { select: { name: true, edition: true } },
      league: { select: { name: true } },
    },
    orderBy: { id: 'asc' },
  });
}

/** The not-revoked certificates of these referees, of any level. */
export function findLiveCertificatesOfReferees(db: Db, userIds: number[]) {
  return db.certificateRecord.findMany({
    where: { revokedAt: null, userId: { in: userIds } },
    select: { userId: true, levelId: true, validUntil: true },
  });
}

/** The league's not-revoked certificates of referees who may be emailed, with their level's edition. */
export function findRemindableCertificates(db: Db, leagueId: number) {
  return db.certificateRecord.findMany({
    where: { leagueId, revokedAt: null, user: { isActive: true, certificateRemindersOff: false, email: { not: null } } },
    select: {
      userId: true,
      validUntil: true,
      user: { select: { firstName: true, lastName: true, username: true, email: true } },
      level: { select: { name: true, edition: true } },
    },
    orderBy: { validUntil: 'desc' },
  });
}
