import type { Db } from '../../../lib/db/database.js';
import { runTransaction } from '../../../lib/db/with-retry.js';
import type { Prisma } from '../../../generated/prisma/client.js';

type Tx = Db | Prisma.TransactionClient;
const withQuizTitle = { quiz: { select: { title: true } } } as const;
const askedInOrder = { orderBy: { position: 'asc' } } as const;

export function findOpenAttempt(db: Tx, quizId: number, userId: number) {
  return db.quizAttempt.findFirst({
    where: { quizId, userId, status: 'in_progress' },
    include: { ...withQuizTitle, questions: askedInOrder },
  });
}

/** What the attempt policy and the timer need about the one starting: past attempts, grants, extra time. */
export async function findTaker(db: Tx, quizId: number, userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      extraTimePercent: true,
      attempts: { where: { quizId }, select: { status: true, passed: true, score: true, submittedAt: true, startedAt: true } },
      attemptGrants: { where: { quizId }, select: { extraAttempts: true } },
    },
  });
  return { extraTimePercent: user.extraTimePercent, attempts: user.attempts, grantedExtra: user.attemptGrants[0]?.extraAttempts ?? 0 };
}

export type AskedQuestionRow = Omit<Prisma.AttemptQuestionCreateManyInput, 'attemptId' | 'answer' | 'isCorrect'>;

/**
 * The attempt and the snapshot of the questions it asks, in one transaction; null when a
 * question's version changed since it was picked (the caller picks again). The share lock
 * waits for a regrade holding the question and keeps one from starting until this attempt is
 * committed, so a regrade always sees it (decision 0024).
 */
export function createAttempt(
  db: Db,
  data: { quizId: number; userId: number; startedAt: Date; deadlineAt: Date; timeLimitMinutes: number; extraTimePercent: number },
  asked: AskedQuestionRow[],
) {
  // Through runTransaction: a room of referees starting at once waits for a connection (and a
  // lost deadlock is tried again) instead of failing after Prisma's two seconds.
  return runTransaction(db, async (tx) => {
    const current = await tx.$queryRaw<{ id: number; version: number }[]>`
      SELECT "id", "version" FROM "questions" WHERE "id" = ANY(${asked.map((q) => q.questionId)}::int[]) FOR SHARE`;
    const versions = new Map(current.map((q) => [q.id, q.version]));
    if (asked.some((q) => versions.get(q.questionId) !== (q.questionVersion ?? 1))) return null;
    const attempt = await tx.quizAttempt.create({ data });
    await tx.attemptQuestion.createMany({ data: asked.map((q) => ({ ...q, attemptId: attempt.id })) });
    return tx.quizAttempt.findUniqueOrThrow({ where: { id: attempt.id }, include: { ...withQuizTitle, questions: askedInOrder } });
  }, { conflictMessage: attemptConflictMessage });
}

export const attemptConflictMessage = 'Many referees were starting or submitting at the same moment, so this was not saved. Please try again.';

/** The caller's own attempt, checked against the league, with the questions it asked. */
export function findOwnAttempt(db: Tx, id: number, userId: number, leagueId: number) {
  return db.quizAttempt.findFirst({
    where: { id, userId, quiz: { leagueId } },
    include: { quiz: { select: { status: true, endDate: true, review: true } }, questions: askedInOrder },
  });
}

/**
 * Merges answers into the saved ones in one statement, only while the attempt is open:
 * once a submit, the lazy close or the sweep has closed it (they hold the row lock while
 * scoring), this changes nothing and answers null. Otherwise answers all saved answers.
 */
export async function mergeSavedAnswers(db: Db, attemptId: number, answers: Record<string, string | null>, now: Date) {
  const rows = await db.$queryRaw<{ saved_answers: unknown }[]>`
    UPDATE "quiz_attempts"
    SET "saved_answers" = "saved_answers" || ${JSON.stringify(answers)}::jsonb, "answers_saved_at" = ${now}
    WHERE "id" = ${attemptId} AND "status" = 'in_progress'
    RETURNING "saved_answers"`;
  return rows[0] ? rows[0].saved_answers : null;
}

export function findAttemptForResult(db: Tx, id: number) {
  return db.quizAttempt.findUniqueOrThrow({
    where: { id },
    include: { quiz: { select: { title: true, review: true, endDate: true, status: true, maxAttempts: true, cooldownHours: true, stopAfterPass: true } }, questions: askedInOrder },
  });
}

/** Open attempts whose deadline (plus grace) has passed, oldest first. */
export function listExpiredAttemptIds(db: Db, before: Date, userId?: number) {
  return db.quizAttempt.findMany({
    // Its own deadline, or its quiz's end date if that moved earlier, has passed.
    where: { status: 'in_progress', OR: [{ deadlineAt: { lt: before } }, { quiz: { endDate: { lt: before } } }], ...(userId ? { userId } : {}) },
    select: { id: true },
    orderBy: { deadlineAt: 'asc' },
  });
}

export function listUserAttemptHistory(db: Db, userId: number) {
  return db.quizAttempt.findMany({
    where: { userId },
    include: withQuizTitle,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
}

/** Every question this user has been asked in any attempt, read from the snapshots. */
export async function listAskedQuestionIds(db: Tx, userId: number): Promise<number[]> {
  const rows = await db.attemptQuestion.findMany({ where: { attempt: { userId } }, select: { questionId: true }, distinct: ['questionId'] });
  return rows.map((r) => r.questionId);
}

export function listQuestionsByIds(db: Tx, ids: number[]) {
  return db.question.findMany({ where: { id: { in: ids } } });
}
