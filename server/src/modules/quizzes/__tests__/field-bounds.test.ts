import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hostileIds, outOfRangeDates } from '../../../testing/hostile-numbers.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow, quizBody } from './quiz-fixtures.js';

const t = useTestApp();

const question = { question_text: 'The shot clock period is 24 seconds.', question_type: 'true_false', correct_answer: 'true' };

describe('quizzes field bounds', () => {
  it.each(outOfRangeDates)('when a new quiz starts on %s, answers 400 naming the start date and adds no quiz', async (date) => {
    const { manager, leagueId } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send(quizBody({ start_date: date }));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Start date must be between the years 1900 and 2100.');
    expect(await t.db.quiz.count({ where: { leagueId } })).toBe(0);
  });

  it('when a quiz is changed to end in year 0, answers 400 naming the end date', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).put(`/api/quizzes/${quiz.id}/update/`).set(manager.auth).send({ end_date: '0000-01-01T10:00:00Z' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('End date must be between the years 1900 and 2100.');
  });

  it.each(hostileIds)('when a question is added at order %s, answers 400 naming the order and adds no question', async (_, order) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const before = await t.db.question.count({ where: { quizId: quiz.id } });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/questions/add/`).set(manager.auth).send({ ...question, order });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Order /);
    expect(await t.db.question.count({ where: { quizId: quiz.id } })).toBe(before);
  });

  it.each(hostileIds)('when an extra attempt is granted to referee %s, answers 400 naming the referee and grants nothing', async (_, refereeId) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'active' });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/grants/`).set(manager.auth).send({ referee_id: refereeId });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please choose a referee.');
    expect(await t.db.quizAttemptGrant.count({ where: { quizId: quiz.id } })).toBe(0);
  });
});
