import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

const withLeague = { league: { select: { id: true, name: true } } } as const;

/** The change, and signing out everywhere when the account is deactivated, in one transaction. */
export function updateReferee(db: Db, id: number, data: Prisma.UserUpdateInput) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { id }, data, include: withLeague });
    if (data.isActive === false) await tx.authToken.deleteMany({ where: { userId: id } });
    return user;
  });
}

/** Finished attempts per referee and quiz, in one grouped query for the whole list. */
export function summarizeRefereeAttempts(db: Db, userIds: number[]) {
  return db.quizAttempt.groupBy({
    by: ['userId', 'quizId'],
    where: { userId: { in: userIds }, status: 'completed' },
    _count: { _all: true },
    _max: { score: true },
  });
}

export function listQuizTitles(db: Db, ids: number[]) {
  return db.quiz.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, passingScore: true } });
}
