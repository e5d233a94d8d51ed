import type { Db } from '../../lib/db/database.js';
import { Prisma } from '../../generated/prisma/client.js';
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

/** A quiz with its questions; callers check it is the caller's league's first (lib/permissions). */
export function findQuiz(db: Db | Prisma.TransactionClient, id: number) {
  return db.quiz.findUniqueOrThrow({ where: { id }, include: { ...withCount, questions: orderedQuestions } });
}

export type NewQuestion = Omit<Prisma.QuestionCreateManyInput, 'quizId' | 'leagueId'>;

export async function createQuiz(db: Db, data: Prisma.QuizUncheckedCreateInput, questions: NewQuestion[]) {
  return db.quiz.create({ data: { ...data, questions: { createMany: { data: questions.map((q) => ({ ...q, leagueId: data.leagueId })) } } } });
}

/** An earlier end date also brings forward the deadline of attempts already under way. */
export async function updateQuiz(db: Db, id: number, data: Prisma.QuizUncheckedUpdateInput) {
  const quiz = await db.quiz.update({ where: { id }, data });
  if (quiz.endDate) {
    await db.quizAttempt.updateMany({ where: { quizId: id, status: 'in_progress', deadlineAt: { gt: quiz.endDate } }, data: { deadlineAt: quiz.endDate } });
  }
  return quiz;
}

export async function nextQuestionOrder(db: Db, quizId: number): Promise<number> {
  const last = await db.question.aggregate({ where: { quizId }, _max: { order: true } });
  return (last._max.order ?? 0) + 1;
}

export function createQuestion(db: Db, quiz: { id: number; leagueId: number }, data: NewQuestion) {
  return db.question.create({ data: { ...data, quizId: quiz.id, leagueId: quiz.leagueId } });
}

export function updateQuestion(db: Db, id: number, data: Prisma.QuestionUncheckedUpdateInput) {
  return db.question.update({ where: { id }, data });
}

export function deleteQuestion(db: Db, id: number) {
  return db.question.delete({ where: { id } });
}

/** Draw settings by their column names; `draw_rules: null` turns a draw back into a fixed list. */
export function toDrawData(input: { draw_rules?: { category: string; count: number }[] | null; shuffle_questions?: boolean; shuffle_options?: boolean }) {
  const rules = input.draw_rules?.map((r) => ({ category: r.category, count: r.count }));
  return {
    drawRules: input.draw_rules === null ? Prisma.DbNull : rules,
    shuffleQuestions: input.shuffle_questions,
    shuffleOptions: input.shuffle_options,
  };
}
