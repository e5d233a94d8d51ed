import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();
const hour = 3_600_000;

describe('POST /api/quizzes/{id}/start/', () => {
  it('starts an attempt and answers the quiz with questions but never their answers', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 10 });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(res.status).toBe(201);
    expect(res.body.resumed).toBe(false);
    expect(res.body.attempt).toMatchObject({ quiz: quiz.id, quiz_title: quiz.title, status: 'in_progress', passed: null, score: null });
    expect(res.body.attempt.remaining_seconds).toBeGreaterThan(590);
    const deadline = Date.parse(res.body.attempt.deadline_at) - Date.parse(res.body.attempt.started_at);
    expect(deadline).toBe(10 * 60_000);
    expect(res.body.quiz.questions).toHaveLength(3);
    expect(Object.keys(res.body.quiz.questions[1]).sort()).toEqual(['id', 'media', 'options', 'order', 'question_text', 'question_type', 'rule_reference']);
    expect(res.text).not.toMatch(/"correct_answer"|"explanation"|Eight seconds|Five fouls|within 24 seconds/);
  });

  it('resumes the open attempt instead of starting a second one', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);

    const first = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
    const second = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(second.status).toBe(200);
    expect(second.body.resumed).toBe(true);
    expect(second.body.attempt.id).toBe(first.body.attempt.id);
    expect(second.text).not.toMatch(/"correct_answer"|"explanation"|Eight seconds/);
    expect(await t.db.quizAttempt.count({ where: { quizId: quiz.id } })).toBe(1);
  });

  it('ends the attempt at the quiz end date when that comes before the time limit', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const endDate = new Date(Date.now() + 5 * 60_000);
    const quiz = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 60, endDate });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(res.body.attempt.deadline_at).toBe(endDate.toISOString());
  });

  it.each([
    ['draft', 'This quiz is still in draft mode.', 'quiz_draft'],
    ['archived', 'This quiz has been archived.', 'quiz_archived'],
  ] as const)('refuses a %s quiz with a message the client recognises', async (status, message, code) => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code });
    expect(await t.db.quizAttempt.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it.each([
    ['not yet open', { startDate: new Date(Date.now() + 24 * hour) }, /^This quiz is outside its time window: it opens at /],
    ['closed', { endDate: new Date(Date.now() - hour) }, /^This quiz is outside its time window: it closed at /],
  ])('refuses a quiz that is %s, naming the time window', async (_label, dates, message) => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, dates);

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(res.body.code).toBe('quiz_outside_window');
  });

  it('refuses a referee who already completed the quiz', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    const start = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
    await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(referee.auth).send({ answers: answersFor(quiz.questions) });

    const again = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'You have already used your one attempt at this quiz.', code: 'quiz_already_completed' });
  });

  it.each(['referee_admin', 'admin'] as const)('lets a %s retake a completed quiz as a new attempt', async (userType) => {
    const { leagueId } = await createQuizLeague(t.db);
    const manager = await createUser(t.db, { userType, leagueId });
    const quiz = await createQuizRow(t.db, leagueId);
    const first = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(manager.auth);
    await request(t.app).patch(`/api/quizzes/attempts/${first.body.attempt.id}/submit/`).set(manager.auth).send({ answers: {} });

    const retake = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(manager.auth);

    expect(retake.status).toBe(201);
    expect(retake.body.attempt.id).not.toBe(first.body.attempt.id);
    expect(retake.text).not.toMatch(/"correct_answer"|"explanation"|Eight seconds/);
  });

  it('closes an open attempt whose time ran out and does not hand it out again', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 10 });
    const start = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
    await t.db.quizAttempt.update({
      where: { id: start.body.attempt.id },
      data: { startedAt: new Date(Date.now() - 2 * hour), deadlineAt: new Date(Date.now() - 2 * hour + 10 * 60_000) },
    });

    const again = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(again.body.error).toBe('You have already used your one attempt at this quiz.');
    const closed = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: start.body.attempt.id } });
    expect(closed).toMatchObject({ status: 'completed', submittedLate: true, score: 0, passed: false, timeTakenMinutes: 10 });
  });

  it("answers 404 for another league's quiz and 401 without a token", async () => {
    const { referee } = await createQuizLeague(t.db);
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId);

    expect((await request(t.app).post(`/api/quizzes/${other.id}/start/`).set(referee.auth)).status).toBe(404);
    expect((await request(t.app).post(`/api/quizzes/${other.id}/start/`)).status).toBe(401);
  });
});

// The embedded database runs one query at a time, so only PostgreSQL can show the race.
describe.skipIf(!runsOnPostgres())('five simultaneous starts (PostgreSQL)', () => {
  it('open one attempt: the first is a start, the others resume it', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 10 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth)));

    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.attempt.id)).size).toBe(1);
    expect(await t.db.quizAttempt.count({ where: { quizId: quiz.id } })).toBe(1);
  });
});
