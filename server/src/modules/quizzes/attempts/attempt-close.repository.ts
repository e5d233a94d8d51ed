import type { Db } from '../../../lib/db/database.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { runTransaction } from '../../../lib/db/with-retry.js';
import { attemptConflictMessage } from './attempts.repository.js';

export interface Completion {
  submittedAt: Date;
  submittedLate: boolean;
  score: number;
  passed: boolean;
  correctAnswers: number;
  totalQuestions: number;
  timeTakenMinutes: number;
}

type ClosingAttempt = Prisma.QuizAttemptGetPayload<{ include: { quiz: { select: { passingScore: true; endDate: true } }; questions: true } }>;

/**
 * Closes an attempt exactly once. The conditional update (status still in_progress) takes the
 * row lock first, so a concurrent autosave waits and then finds the attempt closed, and a
 * second closer (submit, lazy close, sweep) changes nothing and gets false. Scoring reads the
 * saved answers after the lock, so it sees every save that got in before.
 */
export async function closeAttemptOnce(
  db: Db,
  attemptId: number,
  score: (attempt: ClosingAttempt) => { completion: Completion; savedAnswers: Record<string, string | null>; rows: { id: number; answer: string | null; isCorrect: boolean }[] },
): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const { count } = await tx.quizAttempt.updateMany({ where: { id: attemptId, status: 'in_progress' }, data: { status: 'completed' } });
    if (count === 0) return false;
    const attempt = await tx.quizAttempt.findUniqueOrThrow({
      where: { id: attemptId },
      include: { quiz: { select: { passingScore: true, endDate: true } }, questions: { orderBy: { position: 'asc' } } },
    });
    const { completion, savedAnswers, rows } = score(attempt);
    await tx.quizAttempt.update({ where: { id: attemptId }, data: { ...completion, savedAnswers } });
    for (const row of rows) {
      await tx.attemptQuestion.update({ where: { id: row.id }, data: { answer: row.answer, isCorrect: row.isCorrect } });
    }
    return true;
  }, { conflictMessage: attemptConflictMessage });
}
