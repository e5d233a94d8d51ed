import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Db | Prisma.TransactionClient;
const withQuizTitle = { quiz: { select: { title: true } } } as const;

export function findOpenAttempt(db: Tx, quizId: number, userId: number) {
  return db.quizAttempt.findFirst({ where: { quizId, userId, status: 'in_progress' }, include: withQuizTitle });
}

export async function hasCompletedAttempt(db: Tx, quizId: number, userId: number): Promise<boolean> {
  return (await db.quizAttempt.count({ where: { quizId, userId, status: 'completed' } })) > 0;
}

export function createAttempt(db: Tx, data: { quizId: number; userId: number; startedAt: Date; deadlineAt: Date }) {
  return db.quizAttempt.create({ data, include: withQuizTitle });
}

/** The caller's own attempt, with its quiz (checked against the league) and questions. */
export function findOwnAttempt(db: Tx, id: number, userId: number, leagueId: number) {
  return db.quizAttempt.findFirst({
    where: { id, userId, quiz: { leagueId } },
    include: { quiz: { include: { questions: { orderBy: [{ order: 'asc' }, { id: 'asc' }] } } } },
  });
}

export function findStoredAnswers(db: Tx, attemptId: number) {
  return db.attemptAnswer.findMany({
    where: { attemptId },
    include: { question: true },
    orderBy: [{ question: { order: 'asc' } }, { questionId: 'asc' }],
  });
}

export interface Completion {
  submittedAt: Date;
  submittedLate: boolean;
  score: number;
  passed: boolean;
  correctAnswers: number;
  totalQuestions: number;
  timeTakenMinutes: number;
}

/**
 * Completes the attempt only if it is still open, and stores one answer row per question.
 * Answers false when another submit got there first, so a double submit scores once.
 */
export async function completeAttempt(
  db: Db,
  attemptId: number,
  completion: Completion,
  answers: { questionId: number; answer: string; isCorrect: boolean }[],
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.quizAttempt.updateMany({
      where: { id: attemptId, status: 'in_progress' },
      data: { status: 'completed', ...completion },
    });
    if (count === 0) return false;
    await tx.attemptAnswer.createMany({ data: answers.map((a) => ({ ...a, attemptId })) });
    return true;
  });
}

export function findAttemptWithTitle(db: Tx, id: number) {
  return db.quizAttempt.findUniqueOrThrow({ where: { id }, include: withQuizTitle });
}

export function listUserAttemptHistory(db: Db, userId: number) {
  return db.quizAttempt.findMany({
    where: { userId },
    include: withQuizTitle,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}
