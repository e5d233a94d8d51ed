import type { ArticleStatisticDto } from '@league/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../testing/factories.js';
import type { Db } from '../../../lib/db/database.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow, wrongAnswerFor } from './quiz-fixtures.js';

const t = useTestApp();

type QuizRow = Awaited<ReturnType<typeof createQuizRow>>;

/** A quiz whose three questions cite these rule references, in order. */
async function quizCiting(db: Db, leagueId: number, references: string[]): Promise<QuizRow> {
  const quiz = await createQuizRow(db, leagueId);
  for (const [i, q] of quiz.questions.entries()) await db.question.update({ where: { id: q.id }, data: { ruleReference: references[i]! } });
  return { ...quiz, questions: quiz.questions.map((q, i) => ({ ...q, ruleReference: references[i]! })) };
}

/** Takes the quiz answering right (1) or wrong (0) per question in order; returns the attempt id. */
async function takeQuiz(user: TestUser, quiz: QuizRow, pattern: number[]): Promise<number> {
  const answers = Object.fromEntries(quiz.questions.map((q, i) => [String(q.id), pattern[i] ? q.correctAnswer : wrongAnswerFor(q)]));
  const start = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(user.auth);
  await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(user.auth).send({ answers });
  return start.body.attempt.id as number;
}

const referees = (leagueId: number, count: number) => Promise.all(Array.from({ length: count }, () => createUser(t.db, { userType: 'referee', leagueId })));
type Row = { article: string };
const byArticle = (rows: ArticleStatisticDto[]) => new Map(rows.map((r) => [r.article, r]));

describe('GET /api/quizzes/statistics/articles/', () => {
  it('gives facility and discrimination per article across two quizzes, as worked out by hand', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    // Three ways of citing 25.2 group together; 25.1 is its own article; both are under 25.
    const quizA = await quizCiting(t.db, leagueId, ['Art. 25.2', 'article 25.2', 'Art. 29']);
    const quizB = await quizCiting(t.db, leagueId, ['25.2', 'FIBA OBR Art. 25.1', 'Art. 29']);
    const five = await referees(leagueId, 5);
    const onA = [[1, 1, 1], [1, 1, 0], [0, 1, 0], [0, 0, 0], [1, 0, 1]];
    const onB = [[1, 1, 1], [0, 1, 1], [0, 0, 0], [1, 0, 0], [0, 0, 0]];
    for (const [i, referee] of five.entries()) {
      await takeQuiz(referee, quizA, onA[i]!);
      await takeQuiz(referee, quizB, onB[i]!);
    }

    const res = await request(t.app).get('/api/quizzes/statistics/articles/').set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: null, to: null, min_answers: 5, attempts: 10, questions_without_article: 0 });
    // Worst facility first; 29 and 25.1 both 0.4, the one with more answers first.
    expect(res.body.articles.map((a: Row) => a.article)).toEqual(['29', '25.1', '25.2']);
    const articles = byArticle(res.body.articles);
    /*
     * Art. 29: 10 answers (a3, b3), 4 right: facility 0.4. Each answer against the share right on
     * the attempt's other two questions: right with rests 1, .5, 1, .5; wrong with 1, .5, 0, 0, .5, 0.
     * Means 0.4 and 0.5; Sxy = 0.6 * (0.5 + 0 + 0.5 + 0) - 0.4 * (0.5 + 0 - 0.5 - 0.5 + 0 - 0.5) = 1.0;
     * Sxx = 10 * 0.4 * 0.6 = 2.4; Syy = 6 * 0.25 = 1.5; r = 1 / sqrt(3.6) = 0.527.
     */
    expect(articles.get('29')).toMatchObject({ top_article: '29', questions: 2, answers: 10, enough_answers: true, facility: 0.4, discrimination: 0.527 });
    // 25.2: a1 3/5, a2 3/5, b1 2/5 right = 8 of 15.
    expect(articles.get('25.2')).toMatchObject({ top_article: '25', questions: 3, answers: 15, facility: 0.533 });
    expect(articles.get('25.2')!.weakest_questions).toEqual([
      { question_id: quizB.questions[0]!.id, question_text: quizB.questions[0]!.questionText, rule_reference: '25.2', answers: 5, facility: 0.4 },
      { question_id: quizA.questions[0]!.id, question_text: quizA.questions[0]!.questionText, rule_reference: 'Art. 25.2', answers: 5, facility: 0.6 },
      { question_id: quizA.questions[1]!.id, question_text: quizA.questions[1]!.questionText, rule_reference: 'article 25.2', answers: 5, facility: 0.6 },
    ]);
    // The top level pools 25.1 and 25.2: 10 right of 20.
    expect(res.body.top_articles.map((a: Row) => a.article)).toEqual(['29', '25']);
    expect(byArticle(res.body.top_articles).get('25')).toMatchObject({ top_article: '25', questions: 4, answers: 20, facility: 0.5 });

    // An article of one question has exactly that question's item analysis (one owner of the index).
    const results = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);
    const quizBStats = results.body.quiz_statistics.find((s: { quiz: { id: number } }) => s.quiz.id === quizB.id);
    const b2 = quizBStats.question_statistics.find((q: { question_id: number }) => q.question_id === quizB.questions[1]!.id);
    expect(articles.get('25.1')).toMatchObject({ questions: 1, answers: 5, facility: b2.facility_index, discrimination: b2.discrimination_index });
    expect(b2.discrimination_index).toBe(0.764);
  });

  it('says an article has too few answers instead of giving a share, and never shows another league', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await quizCiting(t.db, leagueId, ['Art. 25.2', 'Art. 25.2', 'Interpretation only']);
    await takeQuiz(referee, quiz, [1, 0, 1]);
    const other = await createQuizLeague(t.db);
    const theirs = await quizCiting(t.db, other.leagueId, ['Art. 50', 'Art. 51', 'Art. 52']);
    await takeQuiz(other.referee, theirs, [0, 0, 0]);

    const res = await request(t.app).get('/api/quizzes/statistics/articles/').set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body.attempts).toBe(1);
    expect(res.body.questions_without_article).toBe(1);
    expect(res.body.articles).toEqual([
      {
        article: '25.2',
        top_article: '25',
        questions: 2,
        answers: 2,
        enough_answers: false,
        facility: null,
        discrimination: null,
        weakest_questions: expect.arrayContaining([expect.objectContaining({ answers: 1, facility: null })]),
      },
    ]);
  });

  it('counts only first attempts submitted between from and to (whole UTC days)', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await quizCiting(t.db, leagueId, ['Art. 25', 'Art. 26', 'Art. 27']);
    const [late] = await referees(leagueId, 1);
    const early = await takeQuiz(referee, quiz, [1, 1, 1]);
    const onTheDay = await takeQuiz(late!, quiz, [0, 0, 0]);
    await t.db.quizAttempt.update({ where: { id: early }, data: { submittedAt: new Date('2026-03-31T23:59:59Z') } });
    await t.db.quizAttempt.update({ where: { id: onTheDay }, data: { submittedAt: new Date('2026-04-30T23:59:59Z') } });

    const res = await request(t.app).get('/api/quizzes/statistics/articles/?from=2026-04-01&to=2026-04-30').set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-04-01', to: '2026-04-30', attempts: 1 });
    expect(res.body.articles.map((a: { answers: number }) => a.answers)).toEqual([1, 1, 1]);
  });

  it('refuses referees and says what is wrong with a date', async () => {
    const { manager, referee } = await createQuizLeague(t.db);

    const asReferee = await request(t.app).get('/api/quizzes/statistics/articles/').set(referee.auth);
    const badDate = await request(t.app).get('/api/quizzes/statistics/articles/?from=2026-13-01').set(manager.auth);
    const reversed = await request(t.app).get('/api/quizzes/statistics/articles/?from=2026-05-01&to=2026-04-01').set(manager.auth);

    expect(asReferee.status).toBe(403);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toMatch(/From/);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('From must be on or before To.');
  });
});
