import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

export function insertAccessCode(db: Db, data: { eventId: number; sessionId: number | null; codeHash: string; code: string }) {
  return db.evaluationAccessCode.create({ data, include: { _count: { select: { evaluators: true } } } });
}

export function findAccessCodes(db: Db, eventId: number) {
  return db.evaluationAccessCode.findMany({ where: { eventId }, include: { _count: { select: { evaluators: true } } }, orderBy: { id: 'asc' } });
}

export function findAccessCode(db: Db, eventId: number, id: number) {
  return db.evaluationAccessCode.findFirst({ where: { id, eventId } });
}

export function revokeAccessCodeRow(db: Db, id: number) {
  // A revoked code is forgotten: only its fingerprint stays, for the joins it made.
  return db.evaluationAccessCode.update({ where: { id }, data: { revokedAt: new Date(), code: null }, include: { _count: { select: { evaluators: true } } } });
}

export function findAccessCodeByHash(db: Db, codeHash: string) {
  return db.evaluationAccessCode.findUnique({ where: { codeHash }, select: { id: true, eventId: true, revokedAt: true } });
}

export function insertEvaluator(db: Db | Prisma.TransactionClient, data: { eventId: number; accessCodeId: number; name: string; tokenHash: string; createdAt: Date }) {
  return db.evaluator.create({ data, select: { id: true, name: true, eventId: true } });
}

export function findEvaluatorByTokenHash(db: Db, tokenHash: string) {
  return db.evaluator.findUnique({
    where: { tokenHash },
    select: { id: true, name: true, eventId: true, createdAt: true, accessCode: { select: { revokedAt: true } }, event: { select: { leagueId: true, divisionId: true } } },
  });
}
