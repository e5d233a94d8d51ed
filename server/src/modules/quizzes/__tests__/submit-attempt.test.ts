import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

async function startedAttempt(options: { passingScore?: number } = {}) {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { timeLimitMinutes: 10, ...options });
  const start = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);
  return { ...league, quiz, attemptId: start.body.attempt.id as number };
}

const submit = (attemptId: number, auth: Record<string, string>, answers: unknown) =>
  request(t.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(auth).send({ answers });

describe('PATCH /api/quizzes/attempts/{id}/submit/', () => {
  it('scores on the server and answers the result with correct answers and explanations', async () => {
    const { referee, quiz, attemptId } = await startedAttempt({ passingScore: 60 });
    const answers = answersFor(quiz.questions, 1);

    const res = await submit(attemptId, referee.auth, answers);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 66.67, passed: true, correct_answers: 2, total_questions: 3, submitted_late: false, already_submitted: false });
    expect(res.body.attempt).toMatchObject({ id: attemptId, status: 'completed', passed: true, score: 66.67, submitted_late: false });
    expect(res.body.attempt.time_taken_minutes).toBeLessThan(1);
    expect(res.body.detailed_results).toHaveLength(3);
    expect(res.body.detailed_results[0]).toEqual({
      question_id: quiz.questions[0]!.id,
      question_text: 'The shot clock period is 24 seconds.',
      question_type: 'true_false',
      options: [],
      correct_answer: 'true',
      user_answer: 'false',
      is_correct: false,
      explanation: 'A team must attempt a shot within 24 seconds.',
      rule_reference: 'Art. 29',
      media: [],
    });
    expect(res.body.detailed_results[1]).toMatchObject({ user_answer: '8', is_correct: true, correct_answer: '8' });
  });

  it('fails an attempt below the passing score and counts unanswered questions as wrong', async () => {
    const { referee, quiz, attemptId } = await startedAttempt({ passingScore: 70 });
    const [first] = quiz.questions;

    const res = await submit(attemptId, referee.auth, { [first!.id]: 'TRUE' });

    expect(res.body).toMatchObject({ score: 33.33, passed: false, correct_answers: 1 });
    expect(res.body.detailed_results[2]).toMatchObject({ user_answer: null, is_correct: false });
  });

  it('scores a submission after the deadline and grace as of the deadline: late answers do not count', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();
    const startedAt = new Date(Date.now() - 60 * 60_000);
    await t.db.quizAttempt.update({ where: { id: attemptId }, data: { startedAt, deadlineAt: new Date(startedAt.getTime() + 10 * 60_000) } });

    const res = await submit(attemptId, referee.auth, answersFor(quiz.questions));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 0, passed: false, correct_answers: 0, submitted_late: true });
    expect(res.body.attempt).toMatchObject({ status: 'completed', submitted_late: true, time_taken_minutes: 10 });
  });

  it('accepts answers within the grace period after the deadline', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();
    const deadlineAt = new Date(Date.now() - 5_000);
    await t.db.quizAttempt.update({ where: { id: attemptId }, data: { startedAt: new Date(deadlineAt.getTime() - 10 * 60_000), deadlineAt } });

    const res = await submit(attemptId, referee.auth, answersFor(quiz.questions));

    expect(res.body).toMatchObject({ score: 100, passed: true, submitted_late: false });
    expect(res.body.attempt.time_taken_minutes).toBe(10);
  });

  it('ignores a second submit: the first result stands', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();
    const first = await submit(attemptId, referee.auth, answersFor(quiz.questions));

    const second = await submit(attemptId, referee.auth, answersFor(quiz.questions, 3));

    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ score: 100, passed: true, already_submitted: true });
    expect(second.body.detailed_results).toEqual(first.body.detailed_results);
    expect(await t.db.attemptQuestion.count({ where: { attemptId } })).toBe(3);
  });

  it('scores once when two submits race', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();

    const [a, b] = await Promise.all([
      submit(attemptId, referee.auth, answersFor(quiz.questions)),
      submit(attemptId, referee.auth, answersFor(quiz.questions, 3)),
    ]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.score).toBe(b.body.score);
    expect(await t.db.attemptQuestion.count({ where: { attemptId } })).toBe(3);
  });

  it.each([
    [undefined, 'Answers must be an object mapping question ids to answer texts.'],
    [['8'], 'Answers must be an object mapping question ids to answer texts.'],
    [{ 1: 5 }, 'Answers must be an object mapping question ids to answer texts.'],
  ])('refuses a malformed submission (%o) with 400', async (answers, message) => {
    const { referee, attemptId } = await startedAttempt();

    const res = await submit(attemptId, referee.auth, answers);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses answers keyed by another quiz's question ids", async () => {
    const { referee, attemptId } = await startedAttempt();

    const res = await submit(attemptId, referee.auth, { 999999999: 'true' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Answers must be keyed by the ids of this quiz's questions.");
  });

  it('refuses a submission once the quiz is no longer active', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();
    await t.db.quiz.update({ where: { id: quiz.id }, data: { status: 'archived' } });

    const res = await submit(attemptId, referee.auth, answersFor(quiz.questions));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This quiz is not active, so answers can no longer be submitted.');
  });

  it("answers 404 for someone else's attempt, even in the same league, and 401 without a token", async () => {
    const { leagueId, quiz, attemptId } = await startedAttempt();
    const colleague = await createUser(t.db, { userType: 'referee_admin', leagueId });

    const res = await submit(attemptId, colleague.auth, answersFor(quiz.questions));

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Attempt was not found.');
    expect((await request(t.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).send({ answers: {} })).status).toBe(401);
  });
});

describe('GET /api/quizzes/attempts/', () => {
  it("answers the caller's own history, newest first", async () => {
    const { referee, leagueId, quiz, attemptId } = await startedAttempt();
    await submit(attemptId, referee.auth, answersFor(quiz.questions));
    const second = await createQuizRow(t.db, leagueId);
    await request(t.app).post(`/api/quizzes/${second.id}/start/`).set(referee.auth);
    const stranger = await createUser(t.db, { userType: 'referee', leagueId });
    await request(t.app).post(`/api/quizzes/${second.id}/start/`).set(stranger.auth);

    const res = await request(t.app).get('/api/quizzes/attempts/').set(referee.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results[0]).toMatchObject({ quiz: second.id, quiz_title: second.title, status: 'in_progress', score: null });
    expect(res.body.results[1]).toMatchObject({ id: attemptId, quiz: quiz.id, status: 'completed', passed: true, score: 100 });
    for (const field of ['started_at', 'time_taken_minutes', 'submitted_at', 'deadline_at']) expect(res.body.results[1]).toHaveProperty(field);
  });

  it('without a token answers 401', async () => {
    expect((await request(t.app).get('/api/quizzes/attempts/')).status).toBe(401);
  });
});

describe('submitting after the quiz has closed', () => {
  it('an attempt whose quiz end passed is closed as of the end: the late answers do not count', async () => {
    const { referee, quiz, attemptId } = await startedAttempt();
    // The quiz closed a minute ago, after this attempt had started.
    await t.db.quiz.update({ where: { id: quiz.id }, data: { endDate: new Date(Date.now() - 60_000) } });

    const res = await submit(attemptId, referee.auth, answersFor(quiz.questions, 3));
    const again = await submit(attemptId, referee.auth, answersFor(quiz.questions, 3));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ submitted_late: true, correct_answers: 0, already_submitted: false });
    expect(again.body).toMatchObject({ already_submitted: true, correct_answers: 0 });
  });

  it('moving the end date earlier brings forward the deadline of attempts under way', async () => {
    const { manager, referee, quiz, attemptId } = await startedAttempt();
    const end = new Date(Date.now() + 60_000);

    const update = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ end_date: end.toISOString() });
    const attempts = await request(t.app).get('/api/quizzes/attempts/').set(referee.auth);

    expect(update.status).toBe(200);
    const attempt = (attempts.body.results ?? attempts.body).find((a: { id: number }) => a.id === attemptId);
    expect(new Date(attempt.deadline_at).getTime()).toBe(end.getTime());
  });
});

describe('answer keys that are not question ids', () => {
  it.each(['__proto__', 'constructor', 'toString'])('"%s" is an unknown question id: 400 and the attempt stays open', async (key) => {
    const { referee, attemptId } = await startedAttempt();

    const res = await request(t.app)
      .patch(`/api/quizzes/attempts/${attemptId}/submit/`)
      .set(referee.auth)
      .set('Content-Type', 'application/json')
      .send(`{"answers": {"${key}": "B"}}`);

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ unknown_question_ids: [key] });
    expect((await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } })).status).toBe('in_progress');
  });
});
