import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createToken } from '../../auth/index.js';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { appWithClock, saveAnswers, startAttempt } from './attempt-helpers.js';

const t = useTestApp();

describe('PUT /api/quizzes/attempts/{id}/answers/', () => {
  it('saves answers as they are picked and merges them with the ones saved before', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    const [tf, single, multi] = quiz.questions;

    const first = await saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'TRUE', [single!.id]: '5' });
    clock.advance(60_000);
    const second = await saveAnswers(clock.app, attemptId, referee.auth, { [single!.id]: '8', [multi!.id]: null });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      saved_answers: { [tf!.id]: 'true', [single!.id]: '8', [multi!.id]: null },
      answered_count: 2,
      remaining_seconds: 9 * 60,
      saved_at: clock.now().toISOString(),
    });
  });

  it('resumes from another token of the same user with the saved answers and the time left', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    await saveAnswers(clock.app, attemptId, referee.auth, { [quiz.questions[1]!.id]: '8' });
    const otherDevice = await createToken(t.db, referee.id, 1);
    clock.advance(4 * 60_000 + 30_000);

    const res = await request(clock.app).post(`/api/quizzes/${quiz.id}/start/`).set({ Authorization: `Token ${otherDevice}` });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resumed: true, saved_answers: { [quiz.questions[1]!.id]: '8' }, remaining_seconds: 330 });
    expect(res.body.attempt).toMatchObject({ id: attemptId, remaining_seconds: 330 });
    expect(res.body.quiz.questions.map((q: { id: number }) => q.id)).toEqual(quiz.questions.map((q) => q.id));
  });

  it.each([
    ['a question that is not in the attempt', { 999999: 'true' }, "Answers must be keyed by the ids of this quiz's questions."],
    ['a number instead of a text', { QID0: 1 }, 'Answers must be an object mapping question ids to answer texts.'],
    ['a true/false answer that is neither', { QID0: 'maybe' }, "The answer to question QID0 must be 'true' or 'false'."],
    ['a choice that is not an option', { QID1: '9' }, 'The answer to question QID1 must be one of its options.'],
  ])('refuses %s with 400 and saves nothing', async (_label, template, message) => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    const ids = quiz.questions.map((q) => String(q.id));
    const fill = (text: string) => text.replace(/QID(\d)/g, (_m, i: string) => ids[Number(i)]!);
    const answers = Object.fromEntries(Object.entries(template).map(([k, v]) => [fill(k), v]));

    const res = await saveAnswers(clock.app, attemptId, referee.auth, answers);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(fill(message));
    expect((await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } })).savedAnswers).toEqual({});
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the prototype key %s with 400', async (key) => {
    const clock = appWithClock(t);
    const { referee, attemptId } = await startAttempt(t, clock.app);

    const res = await request(clock.app)
      .put(`/api/quizzes/attempts/${attemptId}/answers/`)
      .set(referee.auth)
      .set('Content-Type', 'application/json')
      .send(`{"answers": {"${key}": "true"}}`);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Answers must be keyed by the ids of this quiz's questions.");
  });

  it("answers 404 for another referee's attempt and saves nothing", async () => {
    const clock = appWithClock(t);
    const { leagueId, quiz, attemptId } = await startAttempt(t, clock.app);
    const colleague = await createUser(t.db, { userType: 'referee', leagueId });

    const res = await saveAnswers(clock.app, attemptId, colleague.auth, { [quiz.questions[0]!.id]: 'true' });

    expect(res.status).toBe(404);
    expect((await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } })).savedAnswers).toEqual({});
  });

  it('refuses a save to a submitted attempt with 409', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    await request(clock.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(referee.auth).send({ answers: {} });

    const res = await saveAnswers(clock.app, attemptId, referee.auth, { [quiz.questions[0]!.id]: 'true' });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('attempt_closed');
  });

  it('accepts a save within the 30 s grace after the deadline, refuses one after it and scores what was saved', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app, { passingScore: 60 });
    const [tf, single, multi] = quiz.questions;
    clock.advance(10 * 60_000 + 20_000);
    const inGrace = await saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true', [single!.id]: '8' });
    clock.advance(15_000);

    const tooLate = await saveAnswers(clock.app, attemptId, referee.auth, { [multi!.id]: '5' });

    expect(inGrace.status).toBe(200);
    expect(tooLate.status).toBe(409);
    const attempt = await t.db.quizAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    expect(attempt).toMatchObject({ status: 'completed', correctAnswers: 2, totalQuestions: 3, score: 66.67, passed: true, submittedLate: true });
  });
});
