import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import type { TestUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { answersFor, createQuizLeague, createQuizRow, wrongAnswerFor } from './quiz-fixtures.js';

const t = useTestApp();

async function takeQuiz(user: TestUser, quizId: number, answers: Record<string, string>) {
  const start = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(user.auth);
  await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(user.auth).send({ answers });
}

type Question = { id: number; correctAnswer: string; questionType: string; options?: unknown };
/** 1 = the right answer, 0 = a wrong one, per question in order. */
const answersByPattern = (questions: Question[], pattern: number[]) =>
  Object.fromEntries(questions.map((q, i) => [String(q.id), pattern[i] ? q.correctAnswer : wrongAnswerFor(q)]));

type QuestionStatistic = { question_id: number; attempts: number; facility_index: number | null; flags: string[] };
function questionsById(body: { quiz_statistics: { quiz: { id: number }; question_statistics: QuestionStatistic[] }[] }, quizId: number) {
  const stats = body.quiz_statistics.find((s) => s.quiz.id === quizId)!;
  return new Map(stats.question_statistics.map((q) => [q.question_id, q]));
}

describe('GET /api/quizzes/admin/results/', () => {
  it.each(['referee_admin', 'admin'] as const)('gives a %s the totals, per-quiz figures and the weakest questions first', async (userType) => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const viewer = await createUser(t.db, { userType, leagueId });
    const second = await createUser(t.db, { userType: 'referee', leagueId });
    const quiz = await createQuizRow(t.db, leagueId, { passingScore: 60, startDate: new Date('2026-09-01T00:00:00Z'), endDate: new Date('2099-06-30T23:59:59Z') });
    await createQuizRow(t.db, leagueId, { status: 'draft' });
    const [q1, q2, q3] = quiz.questions;
    // Referee 1: all right (100). Referee 2: only q2 right (33.33, failed). q1 and q3 are missed once.
    await takeQuiz(referee, quiz.id, answersFor(quiz.questions));
    await takeQuiz(second, quiz.id, { [q1!.id]: 'false', [q2!.id]: '8' });
    // A manager's test attempt does not count.
    await takeQuiz(viewer, quiz.id, {});
    const other = await createQuizLeague(t.db);
    await takeQuiz(other.referee, (await createQuizRow(t.db, other.leagueId)).id, {});

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(viewer.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_quizzes: 2, active_quizzes: 1, total_attempts: 2, passed_attempts: 1, pass_rate: 50, average_score: 66.7 });
    const stats = res.body.quiz_statistics.find((s: { quiz: { id: number } }) => s.quiz.id === quiz.id);
    // Status and dates, so two quizzes of one title can be told apart (issue 27).
    expect(stats.quiz).toEqual({ id: quiz.id, title: quiz.title, status: 'active', start_date: '2026-09-01T00:00:00.000Z', end_date: '2099-06-30T23:59:59.000Z', created_at: quiz.createdAt.toISOString() });
    expect(stats).toMatchObject({ total_attempts: 2, passed_attempts: 1, pass_rate: 50, average_score: 66.7 });
    expect(stats.question_statistics.map((q: { question_id: number }) => q.question_id)).toEqual([q1!.id, q3!.id, q2!.id]);
    expect(stats.question_statistics[0]).toEqual({
      question_id: q1!.id,
      question_text: q1!.questionText,
      rule_reference: 'Art. 29',
      times_answered: 2,
      times_correct: 1,
      correct_rate: 50,
      attempts: 2,
      facility_index: 0.5,
      // Referee 1 got q1 right and the rest right; referee 2 got q1 wrong and half the rest.
      discrimination_index: 1,
      flags: [],
    });
    expect(stats.question_statistics[2]).toMatchObject({ times_correct: 2, correct_rate: 100 });
  });

  it("reads each referee's first attempt for the item analysis and flags questions once five referees took it", async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    await t.db.quiz.update({ where: { id: quiz.id }, data: { maxAttempts: 2, stopAfterPass: false } });
    const referees = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, { userType: 'referee', leagueId })));
    // Right (1) or wrong (0) per question q1 q2 q3, one row per referee's first attempt.
    const firstAttempts = [[1, 1, 1], [1, 1, 0], [1, 0, 0], [1, 0, 0], [1, 0, 1]];
    for (const [i, row] of firstAttempts.entries()) await takeQuiz(referees[i]!, quiz.id, answersByPattern(quiz.questions, row));
    // A second attempt, all right, counts in the totals but not in the item analysis.
    await takeQuiz(referees[2]!, quiz.id, answersFor(quiz.questions));
    const [q1, q2, q3] = quiz.questions;

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);

    const byId = questionsById(res.body, quiz.id);
    // q1: everyone right (1 > 0.95), and with no spread there is no correlation to compute.
    expect(byId.get(q1!.id)).toMatchObject({ times_answered: 6, attempts: 5, facility_index: 1, discrimination_index: null, flags: ['too_easy'] });
    // q2: item [1,1,0,0,0] against the rest [2,1,1,1,2]: Σdx·dy 0.2 / √(1.2·1.2) = 0.167 (< 0.2).
    expect(byId.get(q2!.id)).toMatchObject({ times_answered: 6, times_correct: 3, attempts: 5, facility_index: 0.4, discrimination_index: 0.167, flags: ['low_discrimination'] });
    expect(byId.get(q3!.id)).toMatchObject({ attempts: 5, facility_index: 0.4, discrimination_index: 0.167, flags: ['low_discrimination'] });
  });

  it('flags nothing while fewer than five referees have taken the quiz', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    for (let i = 0; i < 4; i += 1) await takeQuiz(await createUser(t.db, { userType: 'referee', leagueId }), quiz.id, answersFor(quiz.questions));

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);

    const stats = [...questionsById(res.body, quiz.id).values()];
    expect(stats.map((q) => [q.attempts, q.facility_index, q.flags])).toEqual([[4, 1, []], [4, 1, []], [4, 1, []]]);
  });

  it('lists a question its attempts asked even after it left the quiz, as the attempts asked it', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    await takeQuiz(referee, quiz.id, answersFor(quiz.questions));
    await t.db.question.delete({ where: { id: quiz.questions[0]!.id } });

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);

    expect(questionsById(res.body, quiz.id).get(quiz.questions[0]!.id)).toMatchObject({
      question_text: quiz.questions[0]!.questionText,
      times_answered: 1,
      attempts: 1,
      facility_index: 1,
    });
  });

  it('answers zeros for a league without attempts', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await createQuizRow(t.db, leagueId);

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);

    expect(res.body).toMatchObject({ total_quizzes: 1, total_attempts: 0, passed_attempts: 0, pass_rate: 0, average_score: 0 });
    expect(res.body.quiz_statistics[0].question_statistics[0]).toMatchObject({ times_answered: 0, correct_rate: null });
  });

  it("refuses a referee with 403 and the spec's sentence", async () => {
    const { referee } = await createQuizLeague(t.db);

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(referee.auth);

    expect(res.status).toBe(403);
    expect(res.body.error).toBe("You don't have permission to view quiz results. Only league administrators can access this data.");
  });

  it('without a token answers 401', async () => {
    expect((await request(t.app).get('/api/quizzes/admin/results/')).status).toBe(401);
  });
});
