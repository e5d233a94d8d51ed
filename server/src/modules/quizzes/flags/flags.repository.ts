import type { FlagStatus, ListFlagsQuery } from '@league/contract';
import type { Db } from '../../../lib/db/database.js';
import { pageWindow } from '../../../lib/paging.js';

const flagInclude = {
  user: { select: { username: true } },
  resolvedBy: { select: { username: true } },
  attempt: { select: { quizId: true, quiz: { select: { title: true } } } },
} as const;

export function findFlag(db: Db, attemptId: number, questionId: number) {
  return db.questionFlag.findUnique({ where: { attemptId_questionId: { attemptId, questionId } }, select: { id: true } });
}

export function questionExists(db: Db, questionId: number, leagueId: number) {
  return db.question.count({ where: { id: questionId, leagueId } }).then((n) => n > 0);
}

export function createFlag(db: Db, data: { questionId: number; questionVersion: number; attemptId: number; userId: number; leagueId: number; comment: string }) {
  return db.questionFlag.create({ data, include: flagInclude });
}

/** One page of the league's flags, newest first, and how many match in all. */
export function listFlags(db: Db, leagueId: number, query: ListFlagsQuery) {
  const where = { leagueId, ...(query.status ? { status: query.status } : {}), ...(query.question_id ? { questionId: query.question_id } : {}) };
  return Promise.all([
    db.questionFlag.count({ where }),
    db.questionFlag.findMany({ where, include: flagInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
  ]);
}

/** The questions as the flagged attempts asked them, in one query for a page of flags. */
export function listAskedQuestions(db: Db, pairs: { attemptId: number; questionId: number }[]) {
  if (!pairs.length) return Promise.resolve([]);
  return db.attemptQuestion.findMany({
    where: { OR: pairs.map((p) => ({ attemptId: p.attemptId, questionId: p.questionId })) },
    select: { attemptId: true, questionId: true, questionText: true, answer: true, correctAnswer: true },
  });
}

export function updateFlagStatus(db: Db, id: number, status: FlagStatus, resolver: { userId: number; at: Date }) {
  const closed = status !== 'open';
  return db.questionFlag.update({
    where: { id },
    data: { status, resolvedAt: closed ? resolver.at : null, resolvedById: closed ? resolver.userId : null },
    include: flagInclude,
  });
}

export type FlagRow = Awaited<ReturnType<typeof createFlag>>;
