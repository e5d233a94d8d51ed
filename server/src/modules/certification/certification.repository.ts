import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import type { CertificationRequirement } from '@league/contract';
import type { LevelDefinition } from './level-status.js';

type Client = Pick<Db, 'certificationLevel' | 'certificateRecord' | 'clinicAttendance' | 'quizAttempt' | 'attemptQuestion' | 'quiz'>;

export async function listLevels(db: Client, leagueId: number) {
  return db.certificationLevel.findMany({ where: { leagueId }, orderBy: { id: 'asc' } });
}

export type LevelRow = Awaited<ReturnType<typeof listLevels>>[number];

export const toLevelDefinition = (row: LevelRow): LevelDefinition => ({
  id: row.id,
  name: row.name,
  requirements: row.requirements as CertificationRequirement[],
});

/** What a referee (or each of many) has done: passed quizzes and categories, clinics, certificates. */
export async function loadFacts(db: Client, userIds: number[]) {
  const [passed, categories, clinics, certificates] = await Promise.all([
    db.quizAttempt.findMany({ where: { userId: { in: userIds }, status: 'completed', passed: true }, select: { userId: true, quizId: true } }),
    db.attemptQuestion.findMany({
      where: { attempt: { userId: { in: userIds }, status: 'completed', passed: true }, category: { not: '' } },
      select: { category: true, attempt: { select: { userId: true } } },
      distinct: ['attemptId', 'category'],
    }),
    db.clinicAttendance.findMany({ where: { userId: { in: userIds } } }),
    db.certificateRecord.findMany({ where: { userId: { in: userIds } }, orderBy: { id: 'asc' } }),
  ]);
  return { passed, categories: categories.map((c) => ({ userId: c.attempt.userId, category: c.category })), clinics, certificates };
}

export type FactRows = Awaited<ReturnType<typeof loadFacts>>;
export type CertificateRow = FactRows['certificates'][number];

export async function quizTitles(db: Client, leagueId: number) {
  const rows = await db.quiz.findMany({ where: { leagueId }, select: { id: true, title: true } });
  return new Map(rows.map((r) => [r.id, r.title]));
}

export function findLevelByName(db: Client, leagueId: number, name: string) {
  return db.certificationLevel.findUnique({ where: { leagueId_name: { leagueId, name } } });
}

type LevelFields = Pick<Prisma.CertificationLevelUncheckedCreateInput, 'name' | 'edition' | 'requirements' | 'validityDays' | 'validUntil'>;

export function createLevel(db: Client, leagueId: number, fields: LevelFields) {
  return db.certificationLevel.create({ data: { leagueId, ...fields } });
}

export function updateLevel(db: Client, id: number, fields: LevelFields) {
  return db.certificationLevel.update({ where: { id }, data: fields });
}

/** Marking a clinic again moves its day and who marked it. */
export async function saveClinicAttendance(db: Client, row: { levelId: number; userId: number; attendedOn: Date; markedById: number }): Promise<void> {
  await db.clinicAttendance.upsert({
    where: { levelId_userId: { levelId: row.levelId, userId: row.userId } },
    create: row,
    update: { attendedOn: row.attendedOn, markedById: row.markedById },
  });
}

/** Holds the referee's row until the transaction ends: two passes at once issue one certificate. */
export async function lockReferee(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}

/** Active recertification quizzes whose window is open at `now` (one, when `quizId` is given). */
export function findOpenRecertificationQuizzes(db: Client, now: Date, quizId?: number) {
  return db.quiz.findMany({
    where: {
      ...(quizId === undefined ? {} : { id: quizId }),
      status: 'active',
      recertificationEdition: { not: null },
      AND: [{ OR: [{ startDate: null }, { startDate: { lte: now } }] }, { OR: [{ endDate: null }, { endDate: { gt: now } }] }],
    },
    select: { id: true, leagueId: true, title: true, recertificationEdition: true, endDate: true, maxAttempts: true, league: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
}
