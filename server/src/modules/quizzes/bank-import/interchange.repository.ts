import type { Prisma } from '../../../generated/prisma/client.js';
import type { Db } from '../../../lib/db/database.js';
import { escapeLikePattern, sameTextIgnoringCase } from '../../../lib/like-pattern.js';
import type { NewQuestion } from '../quizzes.repository.js';


/** The league's category names (drafts' too), for mapping an imported file's categories onto them. */
export async function listBankCategories(db: Db, leagueId: number): Promise<string[]> {
  const rows = await db.question.groupBy({ by: ['category'], where: { leagueId, NOT: { category: '' } }, orderBy: { category: 'asc' } });
  return rows.map((r) => r.category);
}

/** One INSERT for the whole file: a single statement, so all of the questions are written or none. */
export function createBankQuestions(db: Db, leagueId: number, questions: NewQuestion[]) {
  return db.question.createMany({ data: questions.map((q) => ({ ...q, leagueId, quizId: null })) });
}

/** The same insert answering the new ids: one INSERT … RETURNING, in the order the questions were given. */
export function createBankQuestionsReturningIds(tx: Prisma.TransactionClient, leagueId: number, questions: NewQuestion[]) {
  return tx.question.createManyAndReturn({ data: questions.map((q) => ({ ...q, leagueId, quizId: null })), select: { id: true } });
}

export function listQuizQuestions(db: Db, quizId: number) {
  return db.question.findMany({ where: { quizId }, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
}

/** A category's questions and those of its subcategories ("Fouls" takes "Fouls/Personal" too); no category: the whole bank. */
export function listBankQuestions(db: Db, leagueId: number, category: string | undefined) {
  const where: Prisma.QuestionWhereInput = category
    ? { leagueId, OR: [{ category: sameTextIgnoringCase(category) }, { category: { startsWith: `${escapeLikePattern(category)}/`, mode: 'insensitive' } }] }
    : { leagueId };
  return db.question.findMany({ where, orderBy: [{ category: 'asc' }, { id: 'asc' }] });
}
