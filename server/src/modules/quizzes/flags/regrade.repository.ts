import type { Prisma } from '../../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** The question, locked: two regrades of one question run one after the other. */
export async function lockQuestion(tx: Tx, id: number, leagueId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "questions" WHERE "id" = ${id} AND "league_id" = ${leagueId} FOR UPDATE`;
  if (!rows.length) return null;
  return tx.question.findUniqueOrThrow({ where: { id } });
}

export function saveFixedKey(tx: Tx, id: number, data: { correctAnswer: string; explanation?: string; version: number }) {
  return tx.question.update({ where: { id }, data });
}

/**
 * Locks every attempt that asked this version of the question, in id order (so two regrades
 * never deadlock). A submit closing one of them holds the same row lock while it scores: the
 * regrade waits for it and then reads its result, or the submit waits and then reads the fixed key.
 */
export async function lockAttemptsAsking(tx: Tx, questionId: number, version: number): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "quiz_attempts"
    WHERE "id" IN (SELECT "attempt_id" FROM "attempt_questions" WHERE "question_id" = ${questionId} AND "question_version" = ${version})
    ORDER BY "id" FOR UPDATE`;
  return rows.map((r) => r.id);
}

export function listAttemptsWithSnapshots(tx: Tx, ids: number[]) {
  return tx.quizAttempt.findMany({
    where: { id: { in: ids } },
    include: { questions: { orderBy: { position: 'asc' } }, quiz: { select: { passingScore: true } }, user: { select: { username: true } } },
    orderBy: { id: 'asc' },
  });
}

/** The snapshots of the fixed version take the new key (and explanation) and the new version number. */
export function fixSnapshots(tx: Tx, attemptIds: number[], questionId: number, fromVersion: number, data: { correctAnswer: string; explanation?: string; questionVersion: number }) {
  return tx.attemptQuestion.updateMany({ where: { attemptId: { in: attemptIds }, questionId, questionVersion: fromVersion }, data });
}

export async function setSnapshotsCorrect(tx: Tx, ids: number[], isCorrect: boolean) {
  if (ids.length) await tx.attemptQuestion.updateMany({ where: { id: { in: ids } }, data: { isCorrect } });
}

export interface RescoredAttempt {
  id: number;
  score: number;
  correctAnswers: number;
  passed: boolean;
}

/** Every changed attempt's new result in one statement. */
export async function saveRescoredAttempts(tx: Tx, attempts: RescoredAttempt[]) {
  if (!attempts.length) return;
  await tx.$executeRaw`
    UPDATE "quiz_attempts" AS a
    SET "score" = v.score, "correct_answers" = v.correct, "passed" = v.passed
    FROM unnest(${attempts.map((a) => a.id)}::int[], ${attempts.map((a) => a.score)}::float8[], ${attempts.map((a) => a.correctAnswers)}::int[], ${attempts.map((a) => a.passed)}::bool[])
      AS v(id, score, correct, passed)
    WHERE a."id" = v.id`;
}

export function recordRegrades(tx: Tx, rows: Prisma.AttemptRegradeCreateManyInput[]) {
  return tx.attemptRegrade.createMany({ data: rows });
}

export function resolveOpenFlags(tx: Tx, questionId: number, resolver: { userId: number; at: Date }) {
  return tx.questionFlag.updateMany({
    where: { questionId, status: 'open' },
    data: { status: 'resolved', resolvedAt: resolver.at, resolvedById: resolver.userId },
  });
}
