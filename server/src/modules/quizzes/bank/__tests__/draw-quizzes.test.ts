import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { submitAnswers } from '../../__tests__/attempt-helpers.js';
import { createQuizLeague, createQuizRow, quizBody } from '../../__tests__/quiz-fixtures.js';
import { pickAttemptQuestions } from '../../drawing/pick-attempt-questions.js';
import { createBankQuestions } from './bank-fixtures.js';

const t = useTestApp();

type League = Awaited<ReturnType<typeof createQuizLeague>>;
type AskedQuestion = { id: number; options: string[] };

async function createDrawQuiz(league: League, body: Record<string, unknown>) {
  const created = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], ...body }));
  const activated = await request(t.app).patch(`/api/quizzes/${created.body.id}/activate/`).set(league.manager.auth).send({ status: 'active' });
  return { created, activated, quizId: created.body.id as number };
}

/** Starts and submits one attempt with no answers; answers the ids it asked, in order. */
async function takeOnce(league: League, quizId: number): Promise<number[]> {
  const started = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);
  expect(started.status).toBe(201);
  await submitAnswers(t.app, started.body.attempt.id, league.referee.auth, {});
  return started.body.quiz.questions.map((q: AskedQuestion) => q.id);
}

describe('saving a draw quiz', () => {
  it('answers 400 naming the category when a rule asks for more approved questions than the bank has', async () => {
    const league = await createQuizLeague(t.db);
    await createBankQuestions(t.db, league.leagueId, 2, { category: 'Fouls' });
    await createBankQuestions(t.db, league.leagueId, 3, { category: 'Fouls', status: 'draft' });

    const res = await request(t.app)
      .post('/api/quizzes/create/')
      .set(league.manager.auth)
      .send(quizBody({ questions: [], draw_rules: [{ category: 'Fouls', count: 3 }] }));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The draw asks for 3 questions of category "Fouls", but the bank has 2.');
    expect(await t.db.quiz.count({ where: { leagueId: league.leagueId } })).toBe(0);
  });

  it('saves the rules and shuffles, and counts the questions the draw asks', async () => {
    const league = await createQuizLeague(t.db);
    await createBankQuestions(t.db, league.leagueId, 3, { category: 'Fouls' });
    await createBankQuestions(t.db, league.leagueId, 2, { category: 'Timing' });

    const { created, activated } = await createDrawQuiz(league, {
      draw_rules: [{ category: 'Fouls', count: 2 }, { category: 'Timing', count: 1 }],
      shuffle_questions: true,
      shuffle_options: true,
    });

    expect(created.status).toBe(201);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      draw_rules: [{ category: 'Fouls', count: 2 }, { category: 'Timing', count: 1 }],
      shuffle_questions: true,
      shuffle_options: true,
      questions_count: 3,
      status: 'active',
    });
  });

  it('refuses an update whose rules ask too much, and activation once the bank has shrunk', async () => {
    const league = await createQuizLeague(t.db);
    const fouls = await createBankQuestions(t.db, league.leagueId, 2, { category: 'Fouls' });
    const created = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], draw_rules: [{ category: 'Fouls', count: 2 }] }));
    const url = `/api/quizzes/${created.body.id}/`;

    const update = await request(t.app).put(`${url}update/`).set(league.manager.auth).send({ draw_rules: [{ category: 'Timing', count: 1 }] });
    await request(t.app).patch(`/api/quizzes/bank/${fouls[0]!.id}/`).set(league.manager.auth).send({ status: 'draft' });
    const activate = await request(t.app).patch(`${url}activate/`).set(league.manager.auth).send({ status: 'active' });

    expect(update.status).toBe(400);
    expect(update.body.error).toContain('"Timing"');
    expect(activate.status).toBe(400);
    expect(activate.body.error).toBe('The draw asks for 2 questions of category "Fouls", but the bank has 1.');
  });

  it('refuses questions of its own in a draw quiz: they would never be asked', async () => {
    const league = await createQuizLeague(t.db);
    const [loose] = await createBankQuestions(t.db, league.leagueId, 1, { category: 'Fouls' });
    const rules = [{ category: 'Fouls', count: 1 }];
    const created = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], draw_rules: rules }));

    const withQuestions = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ draw_rules: rules }));
    const fromBank = await request(t.app).post(`/api/quizzes/${created.body.id}/questions/from_bank/`).set(league.manager.auth).send({ question_ids: [loose!.id] });

    expect(withQuestions.status).toBe(400);
    expect(withQuestions.body.error).toMatch(/draw quiz takes its questions from the bank/);
    expect(fromBank.status).toBe(409);
  });
});

describe('attempts at a draw quiz', () => {
  it("asks each referee questions they have not seen until the category's approved questions run out", async () => {
    const league = await createQuizLeague(t.db);
    const fouls = await createBankQuestions(t.db, league.leagueId, 4, { category: 'Fouls' });
    const timing = await createBankQuestions(t.db, league.leagueId, 2, { category: 'Timing' });
    const drafts = await createBankQuestions(t.db, league.leagueId, 3, { category: 'Fouls', status: 'draft' });
    const { quizId } = await createDrawQuiz(league, { draw_rules: [{ category: 'Fouls', count: 2 }, { category: 'Timing', count: 1 }], max_attempts: 3 });

    const first = await takeOnce(league, quizId);
    const second = await takeOnce(league, quizId);
    const third = await takeOnce(league, quizId);

    const foulIds = fouls.map((q) => q.id);
    const timingIds = timing.map((q) => q.id);
    expect(first).toHaveLength(3);
    expect(new Set([...first.slice(0, 2), ...second.slice(0, 2)])).toEqual(new Set(foulIds));
    expect(new Set([first[2], second[2]])).toEqual(new Set(timingIds));
    expect(third.slice(0, 2).every((id) => foulIds.includes(id))).toBe(true);
    expect([...first, ...second, ...third].some((id) => drafts.some((d) => d.id === id))).toBe(false);
  });

  it('stores the version and category each question was asked with', async () => {
    const league = await createQuizLeague(t.db);
    const [question] = await createBankQuestions(t.db, league.leagueId, 1, { category: 'Timing' });
    await t.db.question.update({ where: { id: question!.id }, data: { version: 4 } });
    const { quizId } = await createDrawQuiz(league, { draw_rules: [{ category: 'Timing', count: 1 }] });

    const started = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);

    const asked = await t.db.attemptQuestion.findFirstOrThrow({ where: { attemptId: started.body.attempt.id } });
    expect(asked).toMatchObject({ questionId: question!.id, questionVersion: 4, category: 'Timing' });
  });

  it('answers 400 naming the category when the bank no longer has enough for a new attempt', async () => {
    const league = await createQuizLeague(t.db);
    const fouls = await createBankQuestions(t.db, league.leagueId, 2, { category: 'Fouls' });
    const { quizId } = await createDrawQuiz(league, { draw_rules: [{ category: 'Fouls', count: 2 }] });
    await t.db.question.delete({ where: { id: fouls[0]!.id } });

    const res = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'draw_short' });
    expect(res.body.error).toContain('"Fouls"');
  });
});

describe('shuffled attempts', () => {
  it('keeps the shuffled question and option order of an attempt on resume and in its review', async () => {
    const league = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, league.leagueId, { status: 'active' });
    await createBankQuestions(t.db, league.leagueId, 6, { quizId: quiz.id });
    await t.db.quiz.update({ where: { id: quiz.id }, data: { shuffleQuestions: true, shuffleOptions: true } });
    const start = () => request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);

    const first = await start();
    const resumed = await start();
    const result = await submitAnswers(t.app, first.body.attempt.id, league.referee.auth, {});

    expect(resumed.body.resumed).toBe(true);
    expect(resumed.body.quiz.questions).toEqual(first.body.quiz.questions);
    expect(result.body.detailed_results.map((q: { question_id: number; options: string[] }) => [q.question_id, q.options])).toEqual(
      first.body.quiz.questions.map((q: AskedQuestion) => [q.id, q.options]),
    );
    const fourOptions = first.body.quiz.questions.filter((q: AskedQuestion) => q.options.length === 4);
    for (const q of fourOptions) expect([...q.options].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('lays out questions and options in a new order when the quiz shuffles them', async () => {
    const league = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, league.leagueId, { status: 'active' });
    const questions = await t.db.question.findMany({ where: { quizId: quiz.id }, orderBy: { order: 'asc' } });
    // Always picking the first slot turns Fisher-Yates into a rotation by one: a known, different order.
    const firstSlot = () => 0;

    const asked = await pickAttemptQuestions(t.db, { ...quiz, shuffleQuestions: true, shuffleOptions: true, questions }, league.referee.id, firstSlot);

    expect(asked.map((q) => q.questionId)).toEqual([questions[1]!.id, questions[2]!.id, questions[0]!.id]);
    expect(asked.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(asked[0]!.options).toEqual(['8', '10', '5']);
  });

  it('asks a fixed quiz its approved questions only, in the quiz order when not shuffled', async () => {
    const league = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, league.leagueId, { status: 'active' });
    await t.db.question.update({ where: { id: quiz.questions[1]!.id }, data: { status: 'draft' } });

    const started = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(league.referee.auth);

    expect(started.body.quiz.questions.map((q: AskedQuestion) => q.id)).toEqual([quiz.questions[0]!.id, quiz.questions[2]!.id]);
  });
});
