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
