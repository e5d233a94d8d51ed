import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createFlagLeague, flag, takeQuiz } from './flag-helpers.js';

const t = useTestApp();
const day = 86_400_000;

/** A referee takes the quiz under this review policy (answering the true/false question wrongly), then reports that question. */
async function reportUnder(review: 'never' | 'after_close' | 'after_submit', endDate: Date | null = null) {
  const league = await createFlagLeague(t.db);
  await t.db.quiz.update({ where: { id: league.quiz.id }, data: { review, endDate } });
  const { attemptId } = await takeQuiz(t.app, league.quiz.id, league.referee, { [league.trueFalse.id]: 'false' });
  return { ...league, attemptId, report: () => flag(t.app, league.referee, attemptId, { question_id: league.trueFalse.id, comment: 'I think the key is wrong.' }) };
}

describe('a referee reporting a question learns the key only when the review policy allows it', () => {
  it('under review "never", the report answers no correct answer, nor anything else of the key', async () => {
    const { report } = await reportUnder('never');

    const res = await report();

    expect(res.status).toBe(201);
    expect(res.body.correct_answer).toBeNull();
    expect(res.body.user_answer).toBe('false');
    expect(res.body).not.toHaveProperty('explanation');
    expect(res.body).not.toHaveProperty('is_correct');
    expect(JSON.stringify(res.body)).not.toMatch(/"true"|within 24 seconds/);
  });

  it('under review "after_close" while the quiz is still open, the report answers no correct answer', async () => {
    const { report } = await reportUnder('after_close', new Date(Date.now() + day));

    const res = await report();

    expect(res.status).toBe(201);
    expect(res.body.correct_answer).toBeNull();
  });

  it('under review "after_close" once the quiz has closed, the report shows the key', async () => {
    const league = await reportUnder('after_close', new Date(Date.now() + day));
    await t.db.quiz.update({ where: { id: league.quiz.id }, data: { endDate: new Date(Date.now() - 1_000) } });

    const res = await league.report();

    expect(res.status).toBe(201);
    expect(res.body.correct_answer).toBe('true');
  });

  it('under review "after_submit", the report shows the key', async () => {
    const { report } = await reportUnder('after_submit');

    const res = await report();

    expect(res.body.correct_answer).toBe('true');
  });

  it('the league managers read the key of every report, whatever the review policy', async () => {
    const league = await reportUnder('never');
    await league.report();

    const list = await request(t.app).get('/api/quizzes/flags/').set(league.manager.auth);

    expect(list.body.results[0]).toMatchObject({ attempt_id: league.attemptId, correct_answer: 'true' });
  });
});
