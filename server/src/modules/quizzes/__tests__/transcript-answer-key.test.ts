import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { answersFor, createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

/** A referee answers one question of a quiz whose review stays closed, filed alone under its category, wrongly. */
async function answerUnderClosedReview(review: 'never' | 'after_close') {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { endDate: new Date(Date.now() + 86_400_000) });
  await t.db.quiz.update({ where: { id: quiz.id }, data: { review } });
  const start = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);
  await request(t.app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(league.referee.auth).send({ answers: answersFor(quiz.questions, 1) });
  await t.db.attemptQuestion.updateMany({ where: { questionId: quiz.questions[0]!.id }, data: { category: 'Shot clock' } });
  return league;
}

describe("a referee's own transcript tells which answers were right only where the review policy allows", () => {
  it.each(['never', 'after_close'] as const)('under review "%s" while closed, its categories stay out of the weakest categories', async (review) => {
    const { referee } = await answerUnderClosedReview(review);

    const res = await request(t.app).get('/api/quizzes/transcript/').set(referee.auth);

    expect(res.status).toBe(200);
    expect(res.body.weakest_categories).toEqual([]);
    expect(res.body.attempts).toHaveLength(1);
  });

  it("the league's managers still see every category of the referee", async () => {
    const { referee, manager } = await answerUnderClosedReview('never');

    const res = await request(t.app).get(`/api/referees/${referee.id}/transcript/`).set(manager.auth);

    expect(res.body.weakest_categories).toContainEqual({ category: 'Shot clock', questions: 1, correct: 0, share_correct: 0 });
  });
});
