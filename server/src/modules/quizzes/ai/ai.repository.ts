import type { Db } from '../../../lib/db/database.js';
import type { NewQuestion } from '../quizzes.repository.js';

/** Every question text of the league's bank (drafts and quiz questions too), for the duplicate check. */
export function listBankTexts(db: Db, leagueId: number) {
  return db.question.findMany({ where: { leagueId }, select: { id: true, questionText: true }, orderBy: { id: 'asc' } });
}

/** The generated questions as bank drafts, in one statement. */
export function createDrafts(db: Db, leagueId: number, questions: NewQuestion[]) {
  return db.question.createManyAndReturn({ data: questions.map((q) => ({ ...q, leagueId, quizId: null })) });
}
