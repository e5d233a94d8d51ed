import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

const newQuestion = {
  question_text: 'A player may hold the ball for 5 seconds when closely guarded.',
  question_type: 'true_false',
  correct_answer: 'true',
  explanation: 'Art. 27.',
  rule_reference: 'Art. 27',
};

describe('POST /api/quizzes/{id}/questions/add/', () => {
  it('adds a question to a draft quiz after the last one', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/questions/add/`).set(manager.auth).send(newQuestion);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...newQuestion, options: [], order: 4 });
    expect(await t.db.question.count({ where: { quizId: quiz.id } })).toBe(4);
  });

  it.each(['active', 'archived'] as const)('refuses to add a question to an %s quiz', async (status) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/questions/add/`).set(manager.auth).send(newQuestion);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Questions can only be added while the quiz is a draft. Set it to draft first.');
  });

  it.each([
    [{ question_text: '' }, 'Please enter question text.'],
    [{ question_type: undefined }, 'Please select question type.'],
    [{ correct_answer: undefined }, 'Please select/enter correct answer.'],
    [{ question_type: 'multiple_choice', options: ['Only one', '', '', ''], correct_answer: 'Only one' }, 'Please provide at least 2 options for multiple choice questions.'],
  ])('validates the question (%o)', async (overrides, message) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/questions/add/`).set(manager.auth).send({ ...newQuestion, ...overrides });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses a referee with 403 and another league's quiz with 404", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const own = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId, { status: 'draft' });

    expect((await request(t.app).post(`/api/quizzes/${own.id}/questions/add/`).set(referee.auth).send(newQuestion)).status).toBe(403);
    expect((await request(t.app).post(`/api/quizzes/${other.id}/questions/add/`).set(manager.auth).send(newQuestion)).status).toBe(404);
  });
});

describe('PUT /api/quizzes/questions/{id}/', () => {
  it('fully edits a question of a draft quiz and checks the merged question', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const question = quiz.questions[1]!;

    const ok = await request(t.app)
      .put(`/api/quizzes/questions/${question.id}/`)
      .set(manager.auth)
      .send({ question_type: 'multiple_choice', options: ['6', '8', '', ''], correct_answer: '8', rule_reference: 'Art. 28.1' });
    const broken = await request(t.app).put(`/api/quizzes/questions/${question.id}/`).set(manager.auth).send({ correct_answer: '7' });

    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ question_type: 'multiple_choice', options: ['6', '8'], correct_answer: '8', rule_reference: 'Art. 28.1' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The correct answer must be one of the options.');
  });

  it.each(['active', 'archived'] as const)('lets an %s quiz fix a question text and explanation', async (status) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status });
    const question = quiz.questions[0]!;

    const res = await request(t.app)
      .put(`/api/quizzes/questions/${question.id}/`)
      .set(manager.auth)
      .send({ question_text: 'Fixed text?', explanation: 'Better.', question_type: 'true_false', correct_answer: 'true' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ question_text: 'Fixed text?', explanation: 'Better.', correct_answer: 'true' });
  });

  it.each([
    [{ correct_answer: 'false' }, 'correct_answer'],
    [{ question_type: 'single_choice', options: ['true', 'false'] }, 'question_type'],
    [{ rule_reference: 'Art. 1' }, 'rule_reference'],
  ])('refuses structural question edits (%o) on an active quiz', async (body, field) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'active' });
    const question = quiz.questions[0]!;

    const res = await request(t.app).put(`/api/quizzes/questions/${question.id}/`).set(manager.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^This quiz is active: questions only allow fixes to their text and explanation/);
    expect(res.body.details.fields).toHaveProperty(field);
    expect((await t.db.question.findUniqueOrThrow({ where: { id: question.id } })).correctAnswer).toBe('true');
  });

  it("refuses a referee with 403 and another league's question with 404", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const own = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId, { status: 'draft' });

    expect((await request(t.app).put(`/api/quizzes/questions/${own.questions[0]!.id}/`).set(referee.auth).send({ explanation: 'x' })).status).toBe(403);
    const hidden = await request(t.app).put(`/api/quizzes/questions/${other.questions[0]!.id}/`).set(manager.auth).send({ explanation: 'x' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('Question was not found.');
  });
});

describe('DELETE /api/quizzes/questions/{id}/', () => {
  it('deletes a question of a draft quiz', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).delete(`/api/quizzes/questions/${quiz.questions[0]!.id}/`).set(manager.auth);

    expect(res.status).toBe(204);
    expect(await t.db.question.count({ where: { quizId: quiz.id } })).toBe(2);
  });

  it.each(['active', 'archived'] as const)('refuses to delete a question of an %s quiz', async (status) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status });

    const res = await request(t.app).delete(`/api/quizzes/questions/${quiz.questions[0]!.id}/`).set(manager.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Questions can only be deleted while the quiz is a draft. Set it to draft first.');
    expect(await t.db.question.count({ where: { quizId: quiz.id } })).toBe(3);
  });

  it("refuses a referee with 403 and another league's question with 404", async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const own = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const other = await createQuizRow(t.db, (await createQuizLeague(t.db)).leagueId, { status: 'draft' });

    expect((await request(t.app).delete(`/api/quizzes/questions/${own.questions[0]!.id}/`).set(referee.auth)).status).toBe(403);
    expect((await request(t.app).delete(`/api/quizzes/questions/${other.questions[0]!.id}/`).set(manager.auth)).status).toBe(404);
  });
});
