import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import type { TestUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

async function takeQuiz(user: TestUser, quizId: number, answers: Record<string, string>) {
  const start = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(user.auth);
  await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(user.auth).send({ answers });
}

describe('GET /api/quizzes/admin/results/', () => {
  it.each(['referee_admin', 'admin'] as const)('gives a %s the totals, per-quiz figures and the weakest questions first', async (userType) => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const viewer = await createUser(t.db, { userType, leagueId });
    const second = await createUser(t.db, { userType: 'referee', leagueId });
    const quiz = await createQuizRow(t.db, leagueId, { passingScore: 60 });
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
    expect(stats).toMatchObject({ quiz: { id: quiz.id, title: quiz.title, status: 'active' }, total_attempts: 2, passed_attempts: 1, pass_rate: 50, average_score: 66.7 });
    expect(stats.question_statistics.map((q: { question_id: number }) => q.question_id)).toEqual([q1!.id, q3!.id, q2!.id]);
    expect(stats.question_statistics[0]).toEqual({
      question_id: q1!.id,
      question_text: q1!.questionText,
      rule_reference: 'Art. 29',
      times_answered: 2,
      times_correct: 1,
      correct_rate: 50,
    });
    expect(stats.question_statistics[2]).toMatchObject({ times_correct: 2, correct_rate: 100 });
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
