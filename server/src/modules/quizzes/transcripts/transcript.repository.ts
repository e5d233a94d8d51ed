import type { Prisma } from '../../../generated/prisma/client.js';
import type { Db } from '../../../lib/db/database.js';

/** Every attempt of one user at the league's quizzes, newest first, with what the transcript shows. */
export function listUserAttempts(db: Db, userId: number, leagueId: number) {
  return db.quizAttempt.findMany({
    where: { userId, quiz: { leagueId } },
    select: {
      id: true,
      status: true,
      startedAt: true,
      submittedAt: true,
      score: true,
      passed: true,
      correctAnswers: true,
      totalQuestions: true,
      quiz: { select: { id: true, title: true, scorePolicy: true } },
    },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

/**
 * Per category as the questions were asked: answers over the user's finished attempts, and how
 * many were right; with `quizzes`, only attempts at the quizzes that filter keeps.
 */
export async function summarizeCategories(db: Db, userId: number, leagueId: number, quizzes: Prisma.QuizWhereInput = {}) {
  const where = { attempt: { userId, status: 'completed' as const, quiz: { leagueId, ...quizzes } } };
  const [all, correct] = await Promise.all([
    db.attemptQuestion.groupBy({ by: ['category'], where, _count: { _all: true } }),
    db.attemptQuestion.groupBy({ by: ['category'], where: { ...where, isCorrect: true }, _count: { _all: true } }),
  ]);
  const correctBy = new Map(correct.map((row) => [row.category, row._count._all]));
  return all.map((row) => ({ category: row.category, questions: row._count._all, correct: correctBy.get(row.category) ?? 0 }));
}

export function findUserNames(db: Db, id: number) {
  return db.user.findUniqueOrThrow({ where: { id }, select: { id: true, username: true, firstName: true, lastName: true } });
}
