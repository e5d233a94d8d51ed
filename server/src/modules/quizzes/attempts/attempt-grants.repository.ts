import type { Db } from '../../../lib/db/database.js';

export function findRefereeInLeague(db: Db, id: number, leagueId: number) {
  return db.user.findFirst({ where: { id, leagueId, userType: { in: ['referee', 'referee_admin'] } }, select: { id: true } });
}

/** One more attempt, counted up in one statement so two grants at once both count. */
export function addGrantedAttempt(db: Db, quizId: number, userId: number) {
  return db.quizAttemptGrant.upsert({
    where: { quizId_userId: { quizId, userId } },
    create: { quizId, userId, extraAttempts: 1 },
    update: { extraAttempts: { increment: 1 } },
  });
}
