import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { appWithClock, submitAnswers } from './attempt-helpers.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();
type Policy = { maxAttempts?: number; cooldownHours?: number; stopAfterPass?: boolean; scorePolicy?: 'best' | 'last'; review?: 'after_submit' | 'after_close' | 'never' };

async function quizWithPolicy(policy: Policy, extra: { endDate?: Date } = {}) {
  const clock = appWithClock(t);
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { passingScore: 60, ...extra });
  await t.db.quiz.update({ where: { id: quiz.id }, data: policy });
  const start = () => request(clock.app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);
  /** Starts and submits one attempt with `wrong` answers wrong (0 passes, 3 fails). */
  const take = async (wrong: number) => {
    const started = await start();
    return submitAnswers(clock.app, started.body.attempt.id, league.referee.auth, answersFor(quiz.questions, wrong));
  };
  return { ...league, quiz, clock, start, take };
}

describe('attempt policies', () => {
  it('lets a referee retry up to max_attempts and stops once passed', async () => {
    const { start, take } = await quizWithPolicy({ maxAttempts: 3 });
    await take(3);
    const passed = await take(0);

    const again = await start();

    expect(passed.body.passed).toBe(true);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'quiz_already_passed', error: 'You have already completed this quiz and passed it.' });
  });

  it('without stop_after_pass a referee may improve until the attempts are used up', async () => {
    const { start, take } = await quizWithPolicy({ maxAttempts: 2, stopAfterPass: false });
    await take(0);
    await take(3);

    const third = await start();

    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'quiz_already_completed', error: 'You have already completed this quiz 2 times, the most it allows.' });
  });

  it('waits out the cooldown between attempts', async () => {
    const { start, take, clock } = await quizWithPolicy({ maxAttempts: 3, cooldownHours: 24 });
    await take(3);

    const tooSoon = await start();
    clock.advance(24 * 3_600_000 + 1_000);
    const later = await start();

    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('quiz_cooldown');
    expect(tooSoon.body.error).toMatch(/^You can try this quiz again from \d{4}-\d\d-\d\dT.*\(a 24-hour pause between attempts\)\.$/);
    expect(later.status).toBe(201);
  });

  it('when a failed referee may retry after a 12-hour pause, the result and the refused start say when', async () => {
    const { start, take, clock } = await quizWithPolicy({ maxAttempts: 3, cooldownHours: 12 });
    const opensAt = new Date(clock.now().getTime() + 12 * 3_600_000).toISOString();

    const failed = await take(3);
    const tooSoon = await start();

    expect(failed.body.next_attempt).toEqual({ when: 'later', available_at: opensAt });
    expect(tooSoon.body).toMatchObject({ code: 'quiz_cooldown', details: { available_at: opensAt } });
  });

  it('the result says a referee may retry now, or never once the attempts are used or the quiz closes first', async () => {
    const open = await quizWithPolicy({ maxAttempts: 2 });
    const used = await quizWithPolicy({ maxAttempts: 1 });
    const closing = await quizWithPolicy({ maxAttempts: 3, cooldownHours: 48 }, { endDate: new Date(Date.now() + 24 * 3_600_000) });

    const results = [await open.take(3), await used.take(3), await closing.take(3)];

    expect(results.map((r) => r.body.next_attempt)).toEqual([
      { when: 'now', available_at: null },
      { when: 'never', available_at: null },
      { when: 'never', available_at: null },
    ]);
  });

  it('a granted attempt lets a referee who used the only attempt try once more', async () => {
    const { manager, referee, quiz, start, take, clock } = await quizWithPolicy({});
    await take(3);
    expect((await start()).status).toBe(409);

    const grant = await request(clock.app).post(`/api/quizzes/${quiz.id}/grants/`).set(manager.auth).send({ referee_id: referee.id });
    const retry = await start();

    expect(grant.status).toBe(201);
    expect(grant.body).toEqual({ quiz_id: quiz.id, referee_id: referee.id, extra_attempts: 1, attempts_allowed: 2 });
    expect(retry.status).toBe(201);
  });

  it('grants only to referees of the league, and only managers grant', async () => {
    const { manager, referee, quiz, clock } = await quizWithPolicy({});
    const stranger = await createUser(t.db, { userType: 'referee' });

    const other = await request(clock.app).post(`/api/quizzes/${quiz.id}/grants/`).set(manager.auth).send({ referee_id: stranger.id });
    const byReferee = await request(clock.app).post(`/api/quizzes/${quiz.id}/grants/`).set(referee.auth).send({ referee_id: referee.id });

    expect(other.status).toBe(404);
    expect(byReferee.status).toBe(403);
  });

  it('counts the best or the last attempt as the quiz says', async () => {
    for (const [scorePolicy, expected] of [['best', 100], ['last', 0]] as const) {
      const { referee, take, clock } = await quizWithPolicy({ maxAttempts: 2, stopAfterPass: false, scorePolicy });
      await take(0);
      clock.advance(1_000);
      await take(3);

      const list = await request(clock.app).get('/api/quizzes/').set(referee.auth);

      expect(list.body.results[0].user_summary).toEqual({ attempts_used: 2, attempts_allowed: 2, counted_score: expected, counted_passed: expected === 100 });
    }
  });

  it('takes the policy fields on create and update and answers them', async () => {
    const { manager, clock } = await quizWithPolicy({});
    const body = { title: 'Certification', questions: [{ question_text: 'Q?', question_type: 'true_false', correct_answer: 'true' }] };

    const created = await request(clock.app).post('/api/quizzes/create/').set(manager.auth).send({ ...body, max_attempts: 10, cooldown_hours: 24, review: 'after_close' });
    const updated = await request(clock.app).put(`/api/quizzes/${created.body.id}/update/`).set(manager.auth).send({ stop_after_pass: false, score_policy: 'last' });
    const bad = await request(clock.app).put(`/api/quizzes/${created.body.id}/update/`).set(manager.auth).send({ max_attempts: 0 });

    expect(created.body).toMatchObject({ max_attempts: 10, cooldown_hours: 24, stop_after_pass: true, score_policy: 'best', review: 'after_close' });
    expect(updated.body).toMatchObject({ max_attempts: 10, stop_after_pass: false, score_policy: 'last' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Max attempts must be a whole number from 1 to 100.');
  });
});

describe('review policy', () => {
  it('never: the result shows the score and the answers given, not the key', async () => {
    const { take } = await quizWithPolicy({ review: 'never' });

    const res = await take(1);

    expect(res.body).toMatchObject({ score: 66.67, review_available: false, review_available_at: null });
    expect(res.body.detailed_results[0]).toMatchObject({ user_answer: 'false', correct_answer: null, is_correct: null, explanation: null });
  });

  it('after_close: the key opens once the quiz has closed', async () => {
    const endDate = new Date(Date.now() + 3_600_000);
    const { referee, take, clock } = await quizWithPolicy({ review: 'after_close' }, { endDate });
    const submitted = await take(1);
    clock.advance(3_600_000 + 1_000);

    const later = await request(clock.app).get(`/api/quizzes/attempts/${submitted.body.attempt.id}/`).set(referee.auth);

    expect(submitted.body).toMatchObject({ review_available: false, review_available_at: endDate.toISOString() });
    expect(submitted.body.detailed_results[0].correct_answer).toBeNull();
    expect(later.body.review_available).toBe(true);
    expect(later.body.detailed_results[0]).toMatchObject({ correct_answer: 'true', is_correct: false });
  });
});

describe('extra time', () => {
  it("extends a referee's timed attempts by their extra time, capped at the quiz's end", async () => {
    const clock = appWithClock(t);
    const { referee, leagueId } = await createQuizLeague(t.db);
    await t.db.user.update({ where: { id: referee.id }, data: { extraTimePercent: 50 } });
    const open = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 10 });
    const closingSoon = await createQuizRow(t.db, leagueId, { timeLimitMinutes: 10, endDate: new Date(clock.now().getTime() + 12 * 60_000) });

    const a = await request(clock.app).post(`/api/quizzes/${open.id}/start/`).set(referee.auth);
    const b = await request(clock.app).post(`/api/quizzes/${closingSoon.id}/start/`).set(referee.auth);

    expect(a.body.attempt).toMatchObject({ time_limit_minutes: 15, extra_time_percent: 50, remaining_seconds: 900 });
    expect(b.body.attempt.remaining_seconds).toBe(12 * 60);
  });
});
