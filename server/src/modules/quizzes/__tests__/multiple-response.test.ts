import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, quizBody } from './quiz-fixtures.js';

const t = useTestApp();

const selectAll = {
  question_text: 'Which of these are violations?',
  question_type: 'multiple_response',
  options: ['Travelling', 'Personal foul', 'Double dribble', 'Technical foul'],
  correct_answer: ['double dribble', 'Travelling'],
  explanation: 'Travelling and double dribble are violations; the others are fouls.',
  rule_reference: 'Art. 22',
};

/** An active quiz of one select-all question and one true/false question, and a referee who started it. */
async function startSelectAllQuiz(review: 'after_submit' | 'never' = 'after_submit') {
  const league = await createQuizLeague(t.db);
  const trueFalse = { question_text: 'A game has four quarters.', question_type: 'true_false', options: [], correct_answer: 'true' };
  const created = await request(t.app)
    .post('/api/quizzes/create/')
    .set(league.manager.auth)
    .send(quizBody({ questions: [selectAll, trueFalse], passing_score: 50, review }));
  await request(t.app).patch(`/api/quizzes/${created.body.id}/activate/`).set(league.manager.auth).send({ status: 'active' });
  const start = await request(t.app).post(`/api/quizzes/${created.body.id}/start/`).set(league.referee.auth);
  const [mr, tf] = created.body.questions as { id: number }[];
  return { ...league, quiz: created.body, start: start.body, mr: mr!, tf: tf! };
}

const submit = (auth: Record<string, string>, attemptId: number, answers: unknown) =>
  request(t.app).patch(`/api/quizzes/attempts/${attemptId}/submit/`).set(auth).send({ answers });

describe('select-all-that-apply (multiple_response) questions', () => {
  it('are stored with their key as the right options, spelled and ordered as the options are', async () => {
    const { quiz, mr } = await startSelectAllQuiz();

    expect(quiz.questions[0]).toMatchObject({ question_type: 'multiple_response', correct_answer: '["Travelling","Double dribble"]' });
    const row = await t.db.question.findUniqueOrThrow({ where: { id: mr.id } });
    expect(row.questionType).toBe('multiple_response');
  });

  it('refuses a key that names no option, with a sentence', async () => {
    const league = await createQuizLeague(t.db);

    const res = await request(t.app)
      .post('/api/quizzes/create/')
      .set(league.manager.auth)
      .send(quizBody({ questions: [{ ...selectAll, correct_answer: ['Travelling', 'Goaltending'] }] }));

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Every right answer must be one of the options.');
  });

  it('are asked to the referee without the key', async () => {
    const { start } = await startSelectAllQuiz();

    const asked = start.quiz.questions[0];
    expect(asked).toMatchObject({ question_type: 'multiple_response', options: selectAll.options });
    expect(asked.correct_answer).toBeUndefined();
  });

  it('score right when every right option and no wrong one is ticked, in any order and case', async () => {
    const { referee, start, mr, tf } = await startSelectAllQuiz();

    const res = await submit(referee.auth, start.attempt.id, { [mr.id]: ['DOUBLE DRIBBLE', 'travelling'], [tf.id]: 'false' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct_answers: 1, total_questions: 2, score: 50, passed: true });
    const review = res.body.detailed_results.find((r: { question_id: number }) => r.question_id === mr.id);
    expect(review).toMatchObject({ is_correct: true, user_answer: '["Travelling","Double dribble"]', correct_answer: '["Travelling","Double dribble"]' });
  });

  it.each([
    ['one right option missing', ['Travelling']],
    ['a wrong option ticked too', ['Travelling', 'Double dribble', 'Personal foul']],
  ])('score wrong with %s (all right and none wrong)', async (_, ticked) => {
    const { referee, start, mr, tf } = await startSelectAllQuiz();

    const res = await submit(referee.auth, start.attempt.id, { [mr.id]: ticked, [tf.id]: 'true' });

    expect(res.body).toMatchObject({ correct_answers: 1, score: 50 });
    expect(res.body.detailed_results.find((r: { question_id: number }) => r.question_id === mr.id).is_correct).toBe(false);
  });

  it('keep ticked options through autosave and resume, and treat none ticked as unanswered', async () => {
    const { referee, start, mr, tf, quiz } = await startSelectAllQuiz();

    const saved = await request(t.app).put(`/api/quizzes/attempts/${start.attempt.id}/answers/`).set(referee.auth).send({ answers: { [mr.id]: ['Technical foul'], [tf.id]: null } });
    const resumed = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
    const cleared = await request(t.app).put(`/api/quizzes/attempts/${start.attempt.id}/answers/`).set(referee.auth).send({ answers: { [mr.id]: [] } });

    expect(saved.status).toBe(200);
    expect(resumed.body.saved_answers[String(mr.id)]).toBe('["Technical foul"]');
    expect(cleared.body.answered_count).toBe(0);
  });

  it('refuse a ticked text that is not an option, with a sentence, saving nothing', async () => {
    const { referee, start, mr } = await startSelectAllQuiz();

    const res = await request(t.app).put(`/api/quizzes/attempts/${start.attempt.id}/answers/`).set(referee.auth).send({ answers: { [mr.id]: ['Travelling', 'Goaltending'] } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Every answer ticked for question ${mr.id} must be one of its options.`);
  });

  it('never tell the key while the review policy keeps it closed', async () => {
    const { referee, start, mr, tf } = await startSelectAllQuiz('never');

    const res = await submit(referee.auth, start.attempt.id, { [mr.id]: ['Travelling'], [tf.id]: 'true' });

    const review = res.body.detailed_results.find((r: { question_id: number }) => r.question_id === mr.id);
    expect(review).toMatchObject({ correct_answer: null, is_correct: null, explanation: null, user_answer: '["Travelling"]' });
  });

  it('count in item statistics as right only when all right and none wrong', async () => {
    const { manager, referee, start, mr, tf, quiz, leagueId } = await startSelectAllQuiz();
    await submit(referee.auth, start.attempt.id, { [mr.id]: ['Travelling', 'Double dribble'], [tf.id]: 'true' });
    const second = await createUser(t.db, { userType: 'referee', leagueId });
    const again = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(second.auth);
    await submit(second.auth, again.body.attempt.id, { [mr.id]: ['Travelling'], [tf.id]: 'true' });

    const res = await request(t.app).get('/api/quizzes/admin/results/').set(manager.auth);

    const stats = res.body.quiz_statistics.find((s: { quiz: { id: number } }) => s.quiz.id === quiz.id);
    const item = stats.question_statistics.find((q: { question_id: number }) => q.question_id === mr.id);
    expect(item).toMatchObject({ times_answered: 2, times_correct: 1, correct_rate: 50, attempts: 2, facility_index: 0.5 });
  });

  it('leave single-answer questions as they were: one option text, scored by that text', async () => {
    const { referee, start, tf, mr } = await startSelectAllQuiz();

    const res = await submit(referee.auth, start.attempt.id, { [tf.id]: 'TRUE', [mr.id]: null });

    expect(res.body.detailed_results.find((r: { question_id: number }) => r.question_id === tf.id)).toMatchObject({ user_answer: 'true', is_correct: true, correct_answer: 'true' });
  });
});
