import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../lib/db/database.js';
import { createUser, type TestUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { appWithClock, saveAnswers, startAttempt } from './attempt-helpers.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

async function takeQuiz(user: TestUser, quizId: number, answers: Record<string, string>) {
  const start = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(user.auth);
  await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(user.auth).send({ answers });
  return start.body.attempt.id as number;
}

/** Files the quiz's questions, as every attempt asked them, under these categories (in question order). */
async function fileUnder(db: Db, questionIds: number[], categories: string[]) {
  for (const [i, questionId] of questionIds.entries()) {
    await db.attemptQuestion.updateMany({ where: { questionId }, data: { category: categories[i]! } });
  }
}

/** A quiz a referee may take twice, whose counted score is chosen by `scorePolicy`. */
async function createRetakeQuiz(db: Db, leagueId: number, scorePolicy: 'best' | 'last') {
  const quiz = await createQuizRow(db, leagueId);
  await db.quiz.update({ where: { id: quiz.id }, data: { maxAttempts: 3, stopAfterPass: false, scorePolicy } });
  return quiz;
}

describe('GET /api/quizzes/transcript/', () => {
  it("lists every attempt of the caller, newest first, marks the one the quiz counts and ranks the weakest categories", async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createRetakeQuiz(t.db, leagueId, 'best');
    const first = await takeQuiz(referee, quiz.id, answersFor(quiz.questions, 1));
    const second = await takeQuiz(referee, quiz.id, answersFor(quiz.questions));
    const other = await createQuizRow(t.db, leagueId);
    const open = await request(t.app).post(`/api/quizzes/${other.id}/start/`).set(referee.auth);
    // q1 (missed once) is about timing, q2 about violations, q3 was never filed under a category.
    await fileUnder(t.db, quiz.questions.map((q) => q.id), ['Timing', 'Violations', '']);

    const res = await request(t.app).get('/api/quizzes/transcript/').set(referee.auth);

    expect(res.status).toBe(200);
    expect(res.body.referee).toMatchObject({ id: referee.id, username: referee.username });
    expect(res.body.attempts).toEqual([
      expect.objectContaining({ attempt_id: open.body.attempt.id, quiz_title: other.title, status: 'in_progress', score: null, submitted_at: null, counted: false }),
      expect.objectContaining({ attempt_id: second, quiz_id: quiz.id, quiz_title: quiz.title, status: 'completed', score: 100, passed: true, score_policy: 'best', counted: true }),
      expect.objectContaining({ attempt_id: first, score: expect.closeTo(66.67, 1), passed: true, correct_answers: 2, total_questions: 3, counted: false }),
    ]);
    expect(res.body.attempts[1].started_at).toEqual(expect.any(String));
    expect(res.body.attempts[1].submitted_at).toEqual(expect.any(String));
    expect(res.body.weakest_categories).toEqual([
      { category: 'Timing', questions: 2, correct: 1, share_correct: 0.5 },
      { category: 'Uncategorised', questions: 2, correct: 2, share_correct: 1 },
      { category: 'Violations', questions: 2, correct: 2, share_correct: 1 },
    ]);
  });

  it('counts the latest finished attempt when the quiz counts the last score', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createRetakeQuiz(t.db, leagueId, 'last');
    await takeQuiz(referee, quiz.id, answersFor(quiz.questions));
    const last = await takeQuiz(referee, quiz.id, answersFor(quiz.questions, 2));

    const res = await request(t.app).get('/api/quizzes/transcript/').set(referee.auth);

    expect(res.body.attempts.filter((a: { counted: boolean }) => a.counted).map((a: { attempt_id: number }) => a.attempt_id)).toEqual([last]);
  });

  it('scores an attempt whose time ran out before showing it, with the answers saved in time', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    await saveAnswers(clock.app, attemptId, referee.auth, answersFor(quiz.questions.slice(0, 2)));
    clock.advance(11 * 60_000);

    const res = await request(clock.app).get('/api/quizzes/transcript/').set(referee.auth);

    expect(res.body.attempts[0]).toMatchObject({ attempt_id: attemptId, status: 'completed', correct_answers: 2, total_questions: 3 });
  });

  it("shows only the caller's own attempts, never another referee's", async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const neighbour = await createUser(t.db, { userType: 'referee', leagueId });
    const quiz = await createQuizRow(t.db, leagueId);
    await takeQuiz(neighbour, quiz.id, answersFor(quiz.questions));

    const res = await request(t.app).get('/api/quizzes/transcript/').set(referee.auth);

    expect(res.body).toMatchObject({ referee: { id: referee.id }, attempts: [], weakest_categories: [] });
  });

  it('without a token answers 401', async () => {
    expect((await request(t.app).get('/api/quizzes/transcript/')).status).toBe(401);
  });
});

describe('GET /api/referees/{id}/transcript/', () => {
  it.each(['referee_admin', 'admin'] as const)("gives a %s of the league the referee's transcript", async (userType) => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const viewer = await createUser(t.db, { userType, leagueId });
    const quiz = await createQuizRow(t.db, leagueId);
    const attemptId = await takeQuiz(referee, quiz.id, answersFor(quiz.questions));

    const res = await request(t.app).get(`/api/referees/${referee.id}/transcript/`).set(viewer.auth);

    expect(res.status).toBe(200);
    expect(res.body.referee).toMatchObject({ id: referee.id, username: referee.username });
    expect(res.body.attempts).toEqual([expect.objectContaining({ attempt_id: attemptId, score: 100, counted: true })]);
    expect(res.body.weakest_categories).toEqual([{ category: 'Uncategorised', questions: 3, correct: 3, share_correct: 1 }]);
  });

  it("answers 404 for another league's referee, a missing id and a league administrator's id alike", async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const elsewhere = await createQuizLeague(t.db);
    const leagueAdmin = await createUser(t.db, { userType: 'admin', leagueId });

    const foreign = await request(t.app).get(`/api/referees/${elsewhere.referee.id}/transcript/`).set(manager.auth);
    const missing = await request(t.app).get('/api/referees/2000000000/transcript/').set(manager.auth);
    const notReferee = await request(t.app).get(`/api/referees/${leagueAdmin.id}/transcript/`).set(manager.auth);

    for (const res of [foreign, missing, notReferee]) expect(res).toMatchObject({ status: 404, body: { error: 'Referee was not found.' } });
  });

  it("refuses a referee with 403, for another referee's transcript and their own alike", async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const neighbour = await createUser(t.db, { userType: 'referee', leagueId });

    const theirs = await request(t.app).get(`/api/referees/${neighbour.id}/transcript/`).set(referee.auth);
    const own = await request(t.app).get(`/api/referees/${referee.id}/transcript/`).set(referee.auth);

    expect(theirs.status).toBe(403);
    expect(own.status).toBe(403);
    expect(theirs.body).not.toHaveProperty('attempts');
  });
});
