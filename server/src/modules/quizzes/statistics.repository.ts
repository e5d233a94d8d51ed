import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

// Statistics describe referees: managers' test attempts (they may retake) would blur them.
const countedAttempt = (leagueId: number): Prisma.QuizAttemptWhereInput => ({
  status: 'completed',
  user: { userType: 'referee' },
  quiz: { leagueId },
});

export function listLeagueQuizzes(db: Db, leagueId: number) {
  return db.quiz.findMany({
    where: { leagueId },
    select: {
      id: true,
      title: true,
      status: true,
      questions: { select: { id: true, questionText: true, ruleReference: true, order: true }, orderBy: [{ order: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Per quiz: attempts, passes and mean score, in two grouped queries. */
export async function summarizeAttempts(db: Db, leagueId: number) {
  const [all, passed] = await Promise.all([
    db.quizAttempt.groupBy({ by: ['quizId'], where: countedAttempt(leagueId), _count: { _all: true }, _avg: { score: true } }),
    db.quizAttempt.groupBy({ by: ['quizId'], where: { ...countedAttempt(leagueId), passed: true }, _count: { _all: true } }),
  ]);
  const passedBy = new Map(passed.map((row) => [row.quizId, row._count._all]));
  return all.map((row) => ({
    quizId: row.quizId,
    attempts: row._count._all,
    passed: passedBy.get(row.quizId) ?? 0,
    averageScore: row._avg.score ?? 0,
  }));
}

/** Per question: how many counted attempts answered it and how many got it right. */
export async function summarizeAnswers(db: Db, leagueId: number) {
  const where = { attempt: countedAttempt(leagueId) };
  const [all, correct] = await Promise.all([
    db.attemptQuestion.groupBy({ by: ['questionId'], where, _count: { _all: true } }),
    db.attemptQuestion.groupBy({ by: ['questionId'], where: { ...where, isCorrect: true }, _count: { _all: true } }),
  ]);
  const correctBy = new Map(correct.map((row) => [row.questionId, row._count._all]));
  return new Map(all.map((row) => [row.questionId, { answered: row._count._all, correct: correctBy.get(row.questionId) ?? 0 }]));
}
