import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { QuizStatus } from '../../generated/prisma/enums.js';

const withCount = { _count: { select: { questions: true } } } as const;
const orderedQuestions = { orderBy: [{ order: 'asc' }, { id: 'asc' }] } satisfies Prisma.Quiz$questionsArgs;

export function listQuizzes(db: Db, leagueId: number, statuses?: QuizStatus[]) {
  return db.quiz.findMany({
    where: { leagueId, ...(statuses ? { status: { in: statuses } } : {}) },
    include: withCount,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The caller's attempts at the given quizzes, newest first, in one query. */
export function listUserAttempts(db: Db, userId: number, quizIds: number[]) {
  return db.quizAttempt.findMany({
    where: { userId, quizId: { in: quizIds } },
    select: { id: true, quizId: true, status: true, passed: true, score: true, submittedAt: true, startedAt: true },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

export function listUserGrants(db: Db, userId: number, quizIds: number[]) {
  return db.quizAttemptGrant.findMany({ where: { userId, quizId: { in: quizIds } }, select: { quizId: true, extraAttempts: true } });
}

/** A quiz of the league with its questions; another league's quiz reads as missing. */
export function findQuiz(db: Db | Prisma.TransactionClient, id: number, leagueId: number) {
  return db.quiz.findFirst({ where: { id, leagueId }, include: { ...withCount, questions: orderedQuestions } });
}

export function findQuizRow(db: Db, id: number, leagueId: number) {
  return db.quiz.findFirst({ where: { id, leagueId }, include: withCount });
}

export type NewQuestion = Omit<Prisma.QuestionCreateManyInput, 'quizId'>;

export async function createQuiz(db: Db, data: Prisma.QuizUncheckedCreateInput, questions: NewQuestion[]) {
  return db.quiz.create({ data: { ...data, questions: { createMany: { data: questions } } } });
}

export function updateQuiz(db: Db, id: number, data: Prisma.QuizUncheckedUpdateInput) {
  return db.quiz.update({ where: { id }, data });
}

export function findQuestionInLeague(db: Db, id: number, leagueId: number) {
  return db.question.findFirst({ where: { id, quiz: { leagueId } }, include: { quiz: { select: { id: true, status: true } } } });
}

export async function nextQuestionOrder(db: Db, quizId: number): Promise<number> {
  const last = await db.question.aggregate({ where: { quizId }, _max: { order: true } });
  return (last._max.order ?? 0) + 1;
}

export function createQuestion(db: Db, quizId: number, data: NewQuestion) {
  return db.question.create({ data: { ...data, quizId } });
}

export function updateQuestion(db: Db, id: number, data: Prisma.QuestionUncheckedUpdateInput) {
  return db.question.update({ where: { id }, data });
}

export function deleteQuestion(db: Db, id: number) {
  return db.question.delete({ where: { id } });
}
