import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { submitAnswers } from '../../__tests__/attempt-helpers.js';
import { createQuizLeague, quizBody } from '../../__tests__/quiz-fixtures.js';
import { createBankQuestions } from './bank-fixtures.js';

// A recertification quiz (decision 0082) draws only approved questions of its edition tagged
// "rule-change" (ignoring case) and, like any quiz, allows as many attempts as max_attempts.
const t = useTestApp();

type League = Awaited<ReturnType<typeof createQuizLeague>>;
const recertification = { draw_rules: [{ category: 'Fouls', count: 3 }], recertification_edition: 'FIBA 2026', max_attempts: 1 };

/** The bank of a league moving to FIBA 2026: three rule-change questions and many that must never be drawn. */
async function bankWithRuleChanges(league: League) {
  const changes = [
    ...(await createBankQuestions(t.db, league.leagueId, 2, { category: 'Fouls', edition: 'FIBA 2026', tags: ['rule-change'] })),
    ...(await createBankQuestions(t.db, league.leagueId, 1, { category: 'Fouls', edition: 'fiba 2026', tags: ['Unsportsmanlike', 'Rule-Change'] })),
  ];
  await createBankQuestions(t.db, league.leagueId, 3, { category: 'Fouls', edition: 'FIBA 2026' });
  await createBankQuestions(t.db, league.leagueId, 3, { category: 'Fouls', edition: 'FIBA 2024', tags: ['rule-change'] });
  await createBankQuestions(t.db, league.leagueId, 2, { category: 'Fouls', edition: 'FIBA 2026', tags: ['rule-change'], status: 'draft' });
  return changes.map((q) => q.id);
}

async function createRecertificationQuiz(league: League, body: Record<string, unknown> = {}) {
  const created = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], ...recertification, ...body }));
  const activated = await request(t.app).patch(`/api/quizzes/${created.body.id}/activate/`).set(league.manager.auth).send({ status: 'active' });
  return { created, activated, quizId: created.body.id as number };
}

describe('the draw of a recertification quiz', () => {
  it("asks only the approved questions of the quiz's edition tagged rule-change", async () => {
    const league = await createQuizLeague(t.db);
    const ruleChanges = await bankWithRuleChanges(league);

    const { created, activated, quizId } = await createRecertificationQuiz(league);
    const started = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);

    expect(created.status).toBe(201);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ recertification_edition: 'FIBA 2026', max_attempts: 1, questions_count: 3 });
    expect(started.status).toBe(201);
    expect(new Set(started.body.quiz.questions.map((q: { id: number }) => q.id))).toEqual(new Set(ruleChanges));
  });

  it('answers 400 with a sentence, saving nothing, when the edition has too few rule-change questions for the draw', async () => {
    const league = await createQuizLeague(t.db);
    await bankWithRuleChanges(league);

    const res = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], ...recertification, draw_rules: [{ category: 'Fouls', count: 4 }] }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'draw_short',
      error: 'The draw asks for 4 questions of category "Fouls", but the bank has 3, counting only approved questions of edition "FIBA 2026" tagged "rule-change".',
    });
    expect(await t.db.quiz.count({ where: { leagueId: league.leagueId } })).toBe(0);
  });

  it('refuses a new attempt with a sentence once a rule-change question lost its tag', async () => {
    const league = await createQuizLeague(t.db);
    const [first] = await bankWithRuleChanges(league);
    const { quizId } = await createRecertificationQuiz(league);
    await request(t.app).patch(`/api/quizzes/bank/${first}/`).set(league.manager.auth).send({ tags: [] });

    const res = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('draw_short');
    expect(res.body.error).toBe(
      'This quiz cannot draw its questions right now. The draw asks for 3 questions of category "Fouls", but the bank has 2, counting only approved questions of edition "FIBA 2026" tagged "rule-change".',
    );
  });

  it('cannot mark a fixed list of questions as a recertification quiz', async () => {
    const league = await createQuizLeague(t.db);
    const fixed = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody());

    const create = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ recertification_edition: 'FIBA 2026' }));
    const update = await request(t.app).put(`/api/quizzes/${fixed.body.id}/update/`).set(league.manager.auth).send({ recertification_edition: 'FIBA 2026' });

    const sentence = 'A recertification quiz draws its questions from the bank: add at least one draw rule (a category and how many questions).';
    expect(create.status).toBe(400);
    expect(create.body.error).toBe(sentence);
    expect(update.status).toBe(400);
    expect(update.body.error).toBe(sentence);
    expect((await t.db.quiz.findUniqueOrThrow({ where: { id: fixed.body.id } })).recertificationEdition).toBeNull();
  });

  it('keeps its edition while active, and a blank edition makes an ordinary quiz', async () => {
    const league = await createQuizLeague(t.db);
    await bankWithRuleChanges(league);
    const { quizId } = await createRecertificationQuiz(league);
    const blank = await request(t.app).post('/api/quizzes/create/').set(league.manager.auth).send(quizBody({ questions: [], draw_rules: [{ category: 'Fouls', count: 3 }], recertification_edition: '  ' }));

    const change = await request(t.app).put(`/api/quizzes/${quizId}/update/`).set(league.manager.auth).send({ recertification_edition: 'FIBA 2028' });

    expect(change.status).toBe(400);
    expect(change.body.code).toBe('quiz_locked');
    expect(blank.status).toBe(201);
    expect(blank.body.recertification_edition).toBeNull();
  });
});

describe('a single attempt', () => {
  it("refuses a referee's second attempt with a sentence, and allows one more when an administrator grants it", async () => {
    const league = await createQuizLeague(t.db);
    await bankWithRuleChanges(league);
    const { quizId } = await createRecertificationQuiz(league);
    const started = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);
    await submitAnswers(t.app, started.body.attempt.id, league.referee.auth, {});

    const second = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);
    await request(t.app).post(`/api/quizzes/${quizId}/grants/`).set(league.manager.auth).send({ referee_id: league.referee.id });
    const granted = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);

    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'quiz_already_completed', error: 'You have already used your one attempt at this quiz.' });
    expect(granted.status).toBe(201);
  });

  it("tells the referee's dashboard the edition, the one attempt and whether it is used", async () => {
    const league = await createQuizLeague(t.db);
    await bankWithRuleChanges(league);
    const { quizId } = await createRecertificationQuiz(league);
    const listed = async () => (await request(t.app).get('/api/quizzes/').set(league.referee.auth)).body.results[0];

    const before = await listed();
    const started = await request(t.app).post(`/api/quizzes/${quizId}/start/`).set(league.referee.auth);
    await submitAnswers(t.app, started.body.attempt.id, league.referee.auth, {});
    const after = await listed();

    expect(before).toMatchObject({ id: quizId, recertification_edition: 'FIBA 2026', user_summary: { attempts_used: 0, attempts_allowed: 1 } });
    expect(after.user_summary).toMatchObject({ attempts_used: 1, attempts_allowed: 1 });
  });
});
