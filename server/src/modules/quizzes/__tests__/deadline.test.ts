import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { closeExpiredAttempts, startAttemptSweep } from '../attempts/attempt-sweep.js';
import { createLogger } from '../../../lib/logger.js';
import { appWithClock, saveAnswers, startAttempt, submitAnswers } from './attempt-helpers.js';
import { answersFor } from './quiz-fixtures.js';

const t = useTestApp();
const tenMinutes = 10 * 60_000;

async function attemptRow(id: number) {
  return t.db.quizAttempt.findUniqueOrThrow({ where: { id }, include: { questions: { orderBy: { position: 'asc' } } } });
}

describe('closing attempts whose time ran out', () => {
  it('scores a late submit with what was saved by the deadline, not with the late answers', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app, { passingScore: 60 });
    const [tf, single] = quiz.questions;
    await saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true', [single!.id]: '8' });
    clock.advance(tenMinutes + 31_000);

    const res = await submitAnswers(clock.app, attemptId, referee.auth, answersFor(quiz.questions));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ score: 66.67, passed: true, correct_answers: 2, submitted_late: true, already_submitted: false });
    expect(res.body.detailed_results.map((r: { user_answer: string | null }) => r.user_answer)).toEqual(['true', '8', null]);
  });

  it('merges a submit in time over the saved answers', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    const [tf, single, multi] = quiz.questions;
    await saveAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true', [single!.id]: '5' });

    const res = await submitAnswers(clock.app, attemptId, referee.auth, { [single!.id]: '8', [multi!.id]: '5' });

    expect(res.body).toMatchObject({ score: 100, correct_answers: 3, submitted_late: false });
  });

  it('the sweep, run with an injected clock, scores the saved answers as of the deadline', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app, { passingScore: 60 });
    await saveAnswers(clock.app, attemptId, referee.auth, { [quiz.questions[0]!.id]: 'true' });
    const started = (await attemptRow(attemptId)).startedAt;

    const notYet = await closeExpiredAttempts(t.db, new Date(started.getTime() + tenMinutes + 29_000), referee.id);
    const closed = await closeExpiredAttempts(t.db, new Date(started.getTime() + tenMinutes + 31_000), referee.id);

    expect([notYet, closed]).toEqual([0, 1]);
    const attempt = await attemptRow(attemptId);
    expect(attempt).toMatchObject({ status: 'completed', score: 33.33, passed: false, correctAnswers: 1, submittedLate: true, timeTakenMinutes: 10 });
    expect(attempt.submittedAt).toEqual(attempt.deadlineAt);
    expect(attempt.questions.map((q) => q.answer)).toEqual(['true', null, null]);
  });

  it('gives the same result whether the sweep or the next read closes the attempt', async () => {
    const clock = appWithClock(t);
    const a = await startAttempt(t, clock.app);
    const b = await startAttempt(t, clock.app);
    for (const x of [a, b]) await saveAnswers(clock.app, x.attemptId, x.referee.auth, answersFor(x.quiz.questions, 1));
    clock.advance(tenMinutes + 60_000);

    await closeExpiredAttempts(t.db, clock.now(), a.referee.id);
    const read = await request(clock.app).get('/api/quizzes/attempts/').set(b.referee.auth);

    const pick = ({ score, passed, correctAnswers, submittedLate, timeTakenMinutes }: Awaited<ReturnType<typeof attemptRow>>) =>
      ({ score, passed, correctAnswers, submittedLate, timeTakenMinutes });
    expect(read.body.results[0]).toMatchObject({ status: 'completed', score: 66.67 });
    expect(pick(await attemptRow(a.attemptId))).toEqual(pick(await attemptRow(b.attemptId)));
  });

  it('a submit after the sweep answers the stored result once', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    clock.advance(tenMinutes + 60_000);
    await closeExpiredAttempts(t.db, clock.now());

    const res = await submitAnswers(clock.app, attemptId, referee.auth, answersFor(quiz.questions));

    expect(res.body).toMatchObject({ already_submitted: true, score: 0, submitted_late: true });
  });

  it('the periodic sweep started for the app closes expired attempts on its own', async () => {
    const clock = appWithClock(t);
    const { attemptId } = await startAttempt(t, clock.app);
    clock.advance(tenMinutes + 60_000);

    const stop = startAttemptSweep({ db: t.db, logger: createLogger('silent'), clock: clock.now }, 20);
    try {
      await expect.poll(async () => (await attemptRow(attemptId)).status, { timeout: 5_000, interval: 50 }).toBe('completed');
    } finally {
      stop();
    }
  });
});
