import type { Db } from '../../../lib/db/database.js';
import { pageWindow } from '../../../lib/paging.js';
import { escapeLikePattern } from '../../../lib/like-pattern.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { ListBankQuestionsQuery } from '@league/contract';
import type { NewQuestion } from '../quizzes.repository.js';

type Tx = Db | Prisma.TransactionClient;

/** What a bank row carries to its DTO: its quiz's title and its open flags, in the same query. */
export const bankInclude = {
  quiz: { select: { title: true, status: true } },
  _count: { select: { flags: { where: { status: 'open' } } } },
} satisfies Prisma.QuestionInclude;

function bankWhere(leagueId: number, q: ListBankQuestionsQuery): Prisma.QuestionWhereInput {
  // Prisma passes `contains` into ILIKE unescaped: escaped here so % and _ match themselves.
  const text = q.search ? { contains: escapeLikePattern(q.search), mode: 'insensitive' as const } : undefined;
  return {
    leagueId,
    ...(text ? { OR: [{ questionText: text }, { explanation: text }, { ruleReference: text }, { category: text }] } : {}),
    ...(q.category !== undefined ? { category: q.category } : {}),
    ...(q.difficulty ? { difficulty: q.difficulty } : {}),
    ...(q.edition !== undefined ? { edition: q.edition } : {}),
    ...(q.tag ? { tags: { has: q.tag } } : {}),
    ...(q.status ? { status: q.status } : {}),
    ...(q.source ? { source: q.source } : {}),
    ...(q.quiz_id === 'none' ? { quizId: null } : q.quiz_id ? { quizId: q.quiz_id } : {}),
  };
}

/** One page of the bank, newest first, and how many match in all. */
export function listBankQuestions(db: Db, leagueId: number, q: ListBankQuestionsQuery) {
  const where = bankWhere(leagueId, q);
  return Promise.all([
    db.question.count({ where }),
    db.question.findMany({
      where,
      include: bankInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(q),
    }),
  ]);
}

/** Per category: all questions and the approved ones, in two grouped queries. */
export async function countByCategory(db: Tx, leagueId: number) {
  const [all, approved] = await Promise.all([
    db.question.groupBy({ by: ['category'], where: { leagueId }, _count: { _all: true }, orderBy: { category: 'asc' } }),
    db.question.groupBy({ by: ['category'], where: { leagueId, status: 'approved' }, _count: { _all: true } }),
  ]);
  const approvedBy = new Map(approved.map((row) => [row.category, row._count._all]));
  return all.map((row) => ({ category: row.category, total: row._count._all, approved: approvedBy.get(row.category) ?? 0 }));
}

export function findBankQuestion(db: Tx, id: number) {
  return db.question.findUniqueOrThrow({ where: { id }, include: bankInclude });
}

export function createBankQuestion(db: Db, leagueId: number, data: NewQuestion) {
  return db.question.create({ data: { ...data, leagueId }, include: bankInclude });
}

export function approveQuestion(db: Db, id: number) {
  return db.question.update({ where: { id }, data: { status: 'approved' }, include: bankInclude });
}

/** Only drafts change, so a question approved meanwhile by someone else is not counted twice. */
export async function approveQuestions(db: Db, leagueId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const { count } = await db.question.updateMany({ where: { id: { in: ids }, leagueId, status: { not: 'approved' } }, data: { status: 'approved' } });
  return count;
}

export function deleteBankQuestion(db: Db, id: number) {
  return db.question.delete({ where: { id } });
}

/** Approved questions of these categories, the pool a draw picks from. */
export function listApprovedInCategories(db: Tx, leagueId: number, categories: string[]) {
  return db.question.findMany({ where: { leagueId, status: 'approved', category: { in: categories } }, select: { id: true, category: true } });
}

/** The same pool with each question's edition and tags, for a recertification draw (decision 0082). */
export function listApprovedWithEditions(db: Tx, leagueId: number, categories: string[]) {
  return db.question.findMany({
    where: { leagueId, status: 'approved', category: { in: categories } },
    select: { id: true, category: true, edition: true, tags: true },
  });
}
