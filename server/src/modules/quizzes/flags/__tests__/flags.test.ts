import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createFlagLeague, flag, reportQuestions, startQuizAttempt, takeQuiz } from './flag-helpers.js';

const t = useTestApp();

describe('question flags', () => {
  it('a referee flags a question of their completed attempt; managers see it with the question as it was asked', async () => {
    const { manager, referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const { attemptId } = await takeQuiz(t.app, quiz.id, referee, { [eightSeconds.id]: '10' });

    const created = await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: '  The rule says 8 seconds only after a backcourt reset.  ' });
    const listed = await request(t.app).get(`/api/quizzes/flags/?status=open&question_id=${eightSeconds.id}`).set(manager.auth);

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      question_id: eightSeconds.id,
      question_version: 1,
      question_text: eightSeconds.questionText,
      attempt_id: attemptId,
      quiz_id: quiz.id,
      quiz_title: quiz.title,
      user_id: referee.id,
      username: referee.username,
      user_answer: '10',
      correct_answer: '8',
      comment: 'The rule says 8 seconds only after a backcourt reset.',
      status: 'open',
      resolved_at: null,
      resolved_by: null,
    });
    expect(listed.body).toEqual({ count: 1, results: [created.body] });
  });

  it('a second flag on the same question of the same attempt answers 409', async () => {
    const { referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const { attemptId } = await takeQuiz(t.app, quiz.id, referee, {});
    await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: 'Wrong key.' });

    const again = await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: 'Still wrong.' });

    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already flagged this question for this attempt.');
    expect(await t.db.questionFlag.count({ where: { attemptId } })).toBe(1);
  });

  it('only the attempt’s owner may flag, and only once it is submitted', async () => {
    const { manager, referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const openAttempt = await startQuizAttempt(t.app, quiz.id, referee);

    const tooEarly = await flag(t.app, referee, openAttempt, { question_id: eightSeconds.id, comment: 'Wrong key.' });
    const notMine = await flag(t.app, manager, openAttempt, { question_id: eightSeconds.id, comment: 'Wrong key.' });

    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error).toBe('Submit the attempt first: a question can be flagged from its results.');
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe('Attempt was not found.');
  });

  it('refuses a question the attempt did not ask (404) and a flag without a comment (400)', async () => {
    const { referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const other = await createFlagLeague(t.db);
    const { attemptId } = await takeQuiz(t.app, quiz.id, referee, {});

    const foreign = await flag(t.app, referee, attemptId, { question_id: other.eightSeconds.id, comment: 'Wrong.' });
    const empty = await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: '   ' });

    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Question was not found.');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please say what looks wrong with this question.');
  });

  it('managers dismiss or resolve a flag, which records who and when; reopening clears that', async () => {
    const { manager, referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const { attemptId } = await takeQuiz(t.app, quiz.id, referee, {});
    const created = await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: 'Wrong key.' });

    const dismissed = await request(t.app).patch(`/api/quizzes/flags/${created.body.id}/`).set(manager.auth).send({ status: 'dismissed' });
    const reopened = await request(t.app).patch(`/api/quizzes/flags/${created.body.id}/`).set(manager.auth).send({ status: 'open' });

    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ status: 'dismissed', resolved_by: manager.username });
    expect(dismissed.body.resolved_at).toEqual(expect.any(String));
    expect(reopened.body).toMatchObject({ status: 'open', resolved_by: null, resolved_at: null });
  });

  it('keeps flags inside their league and away from referees', async () => {
    const { referee, quiz, eightSeconds } = await createFlagLeague(t.db);
    const other = await createFlagLeague(t.db);
    const { attemptId } = await takeQuiz(t.app, quiz.id, referee, {});
    const created = await flag(t.app, referee, attemptId, { question_id: eightSeconds.id, comment: 'Wrong key.' });

    const foreignList = await request(t.app).get('/api/quizzes/flags/').set(other.manager.auth);
    const foreignPatch = await request(t.app).patch(`/api/quizzes/flags/${created.body.id}/`).set(other.manager.auth).send({ status: 'resolved' });
    const refereeList = await request(t.app).get('/api/quizzes/flags/').set(referee.auth);
    const badStatus = await request(t.app).get('/api/quizzes/flags/?status=closed').set(other.manager.auth);

    expect(foreignList.body).toEqual({ count: 0, results: [] });
    expect(foreignPatch.status).toBe(404);
    expect(foreignPatch.body.error).toBe('Flag was not found.');
    expect(refereeList.status).toBe(403);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe('The status must be open, resolved or dismissed.');
  });
});

describe('GET /api/quizzes/flags/ pages', () => {
  const ids = (res: request.Response) => res.body.results.map((f: { id: number }) => f.id);

  it('lists reports 20 a page, newest first, with the total count the filters match', async () => {
    const league = await createFlagLeague(t.db);
    const created = await reportQuestions(t.app, t.db, league, 23);
    const list = (query: string) => request(t.app).get(`/api/quizzes/flags/${query}`).set(league.manager.auth);

    const first = await list('');
    const second = await list('?page=2');
    const eightSecondsOnly = await list(`?question_id=${league.eightSeconds.id}&page_size=5`);

    const newestFirst = [...created].reverse();
    expect(first.body.count).toBe(23);
    expect(ids(first)).toEqual(newestFirst.slice(0, 20));
    expect(second.body.count).toBe(23);
    expect(ids(second)).toEqual(newestFirst.slice(20));
    expect(second.body.results[2]).toMatchObject({ comment: 'Report 1.', question_text: league.trueFalse.questionText, user_answer: null });
    expect(eightSecondsOnly.body.count).toBe(8);
    expect(eightSecondsOnly.body.results).toHaveLength(5);
  });

  it.each([
    ['?page_size=101', 'page_size', 'page_size must be a whole number from 1 to 100.'],
    ['?page_size=0', 'page_size', 'page_size must be a whole number from 1 to 100.'],
    ['?page=abc', 'page', 'page must be a whole number of 1 or more.'],
  ])('answers 400 naming the field for %s', async (query, field, sentence) => {
    const { manager } = await createFlagLeague(t.db);

    const res = await request(t.app).get(`/api/quizzes/flags/${query}`).set(manager.auth);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: sentence, details: { fields: { [field]: sentence } } });
  });
});
