import type { Db } from '../../../lib/db/database.js';
import { Prisma } from '../../../generated/prisma/client.js';

// Statistics describe referees: managers' test attempts (they may retake) would blur them.
const countedAttempt = (leagueId: number): Prisma.QuizAttemptWhereInput => ({
  status: 'completed',
  user: { userType: 'referee' },
  quiz: { leagueId },
});

export function listLeagueQuizzes(db: Db, leagueId: number) {
  return db.quiz.findMany({
    where: { leagueId },
    select: {
      id: true,
      title: true,
      status: true,
      startDate: true,
      endDate: true,
      createdAt: true,
      questions: { select: { id: true, questionText: true, ruleReference: true, order: true }, orderBy: [{ order: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Per quiz: attempts, passes and mean score, in two grouped queries. */
export async function summarizeAttempts(db: Db, leagueId: number) {
  const [all, passed] = await Promise.all([
    db.quizAttempt.groupBy({ by: ['quizId'], where: countedAttempt(leagueId), _count: { _all: true }, _avg: { score: true } }),
    db.quizAttempt.groupBy({ by: ['quizId'], where: { ...countedAttempt(leagueId), passed: true }, _count: { _all: true } }),
  ]);
  const passedBy = new Map(passed.map((row) => [row.quizId, row._count._all]));
  return all.map((row) => ({
    quizId: row.quizId,
    attempts: row._count._all,
    passed: passedBy.get(row.quizId) ?? 0,
    averageScore: row._avg.score ?? 0,
  }));
}

// The same counted attempts as above, in SQL: completed, by a referee, at one of the league's quizzes.
const countedAttemptSql = (leagueId: number) => Prisma.sql`
  FROM "quiz_attempts" a
  JOIN "quizzes" q ON q."id" = a."quiz_id"
  JOIN "users" u ON u."id" = a."user_id"
  WHERE a."status" = 'completed' AND u."user_type" = 'referee' AND q."league_id" = ${leagueId}`;

export interface AnswerCountRow {
  quiz_id: number;
  question_id: number;
  answered: number;
  correct: number;
  /** As the latest attempt asked it: the snapshot outlives a deleted or edited question. */
  question_text: string;
  rule_reference: string;
}

/**
 * Per quiz and question, read from the attempts' snapshots: how many counted attempts asked it
 * and how many got it right. By quiz too, since a bank question can be drawn by several quizzes.
 */
export function summarizeAnswers(db: Db, leagueId: number) {
  return db.$queryRaw<AnswerCountRow[]>`
    SELECT a."quiz_id", aq."question_id", COUNT(*)::int AS "answered",
      (COUNT(*) FILTER (WHERE aq."is_correct"))::int AS "correct",
      (ARRAY_AGG(aq."question_text" ORDER BY a."id" DESC))[1] AS "question_text",
      (ARRAY_AGG(aq."rule_reference" ORDER BY a."id" DESC))[1] AS "rule_reference"
    FROM "attempt_questions" aq
    JOIN (SELECT a."id", a."quiz_id" ${countedAttemptSql(leagueId)}) a ON a."id" = aq."attempt_id"
    GROUP BY a."quiz_id", aq."question_id"`;
}

// Each referee's first completed attempt at each quiz: what item analysis reads (decision 0023).
const firstAttemptsSql = (leagueId: number) => Prisma.sql`
  SELECT DISTINCT ON (a."quiz_id", a."user_id") a."id", a."quiz_id", a."submitted_at" ${countedAttemptSql(leagueId)}
  ORDER BY a."quiz_id", a."user_id", a."started_at", a."id"`;

/** Every question of each referee's first completed attempt at each quiz: what item analysis reads. */
export function listFirstAttemptResponses(db: Db, leagueId: number) {
  return db.$queryRaw<{ quiz_id: number; attempt_id: number; question_id: number; correct: boolean }[]>`
    SELECT f."quiz_id", aq."attempt_id", aq."question_id", COALESCE(aq."is_correct", false) AS "correct"
    FROM (${firstAttemptsSql(leagueId)}) f
    JOIN "attempt_questions" aq ON aq."attempt_id" = f."id"`;
}

export interface FirstAttemptAnswerRow {
  attempt_id: number;
  question_id: number;
  correct: boolean;
  /** As this attempt asked it (the snapshot). */
  question_text: string;
  rule_reference: string;
}

/**
 * The same answers with the question as asked, across every quiz, for first attempts submitted
 * in [from, to] (the first attempt is chosen over all time, then kept when it falls in the range,
 * so a later retake never stands in for it).
 */
export function listFirstAttemptAnswers(db: Db, leagueId: number, range: { from?: Date; to?: Date }) {
  const from = range.from ? Prisma.sql`AND f."submitted_at" >= ${range.from}` : Prisma.empty;
  const to = range.to ? Prisma.sql`AND f."submitted_at" <= ${range.to}` : Prisma.empty;
  return db.$queryRaw<FirstAttemptAnswerRow[]>`
    SELECT aq."attempt_id", aq."question_id", COALESCE(aq."is_correct", false) AS "correct",
      aq."question_text", aq."rule_reference"
    FROM (${firstAttemptsSql(leagueId)}) f
    JOIN "attempt_questions" aq ON aq."attempt_id" = f."id"
    WHERE true ${from} ${to}`;
}
