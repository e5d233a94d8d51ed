import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { appWithClock, saveAnswers, startAttempt, submitAnswers } from './attempt-helpers.js';

const t = useTestApp();

describe('each attempt is scored and reviewed against the questions as it asked them', () => {
  it('an answer key changed during the attempt does not change how it is scored', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    const [, single] = quiz.questions;
    await saveAnswers(clock.app, attemptId, referee.auth, { [single!.id]: '8' });
    await t.db.question.update({ where: { id: single!.id }, data: { correctAnswer: '5', questionText: 'Rewritten' } });

    const res = await submitAnswers(clock.app, attemptId, referee.auth, {});

    expect(res.body.detailed_results[1]).toMatchObject({ question_text: 'How many seconds to bring the ball into the frontcourt?', correct_answer: '8', user_answer: '8', is_correct: true });
  });

  it('editing or deleting a question afterwards never changes a past result or its review', async () => {
    const clock = appWithClock(t);
    const { referee, manager, quiz, attemptId } = await startAttempt(t, clock.app);
    const [tf, single, multi] = quiz.questions;
    const before = await submitAnswers(clock.app, attemptId, referee.auth, { [tf!.id]: 'true', [single!.id]: '8', [multi!.id]: '4' });
    await request(clock.app).patch(`/api/quizzes/${quiz.id}/activate/`).set(manager.auth).send({ status: 'draft' });
    await request(clock.app).put(`/api/quizzes/questions/${single!.id}/`).set(manager.auth).send({ correct_answer: '10', explanation: 'Changed' });
    await request(clock.app).delete(`/api/quizzes/questions/${multi!.id}/`).set(manager.auth);

    const after = await submitAnswers(clock.app, attemptId, referee.auth, {});

    expect(after.body.already_submitted).toBe(true);
    expect(after.body.detailed_results).toEqual(before.body.detailed_results);
    expect(after.body).toMatchObject({ score: 66.67, correct_answers: 2, total_questions: 3 });
  });

  it('a resumed attempt shows the questions it started with, even after the quiz changed', async () => {
    const clock = appWithClock(t);
    const { referee, quiz, attemptId } = await startAttempt(t, clock.app);
    await t.db.question.update({ where: { id: quiz.questions[0]!.id }, data: { questionText: 'Rewritten' } });

    const resumed = await request(clock.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    expect(resumed.body.attempt.id).toBe(attemptId);
    expect(resumed.body.quiz.questions[0].question_text).toBe('The shot clock period is 24 seconds.');
  });
});
