import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from './quiz-fixtures.js';

const t = useTestApp();

const quizFields = [
  'id', 'title', 'description', 'questions_count', 'time_limit_minutes', 'passing_score', 'start_date', 'end_date',
  'status', 'ai_generated', 'ai_prompt_used', 'created_at', 'user_attempt',
];

describe('GET /api/quizzes/', () => {
  it("shows a referee only the active quizzes of their league, with counts and their own attempt", async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const active = await createQuizRow(t.db, leagueId, { status: 'active' });
    await createQuizRow(t.db, leagueId, { status: 'draft' });
    await createQuizRow(t.db, leagueId, { status: 'archived' });
    const otherLeague = await createQuizLeague(t.db);
    await createQuizRow(t.db, otherLeague.leagueId, { status: 'active' });
    await request(t.app).post(`/api/quizzes/${active.id}/start/`).set(referee.auth);

    const res = await request(t.app).get('/api/quizzes/').set(referee.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    const [quiz] = res.body.results;
    for (const field of quizFields) expect(quiz).toHaveProperty(field);
    expect(quiz).toMatchObject({ id: active.id, questions_count: 3, time_limit_minutes: 10, passing_score: 60, status: 'active' });
    expect(quiz.user_attempt).toMatchObject({ status: 'in_progress', passed: null, score: null });
    expect(quiz).not.toHaveProperty('questions');
  });

  it.each(['referee_admin', 'admin'] as const)('shows a %s every status of their league, with no attempt of theirs', async (userType) => {
    const { leagueId } = await createQuizLeague(t.db);
    const manager = await createUser(t.db, { userType, leagueId });
    await createQuizRow(t.db, leagueId, { status: 'active' });
    await createQuizRow(t.db, leagueId, { status: 'draft' });
    await createQuizRow(t.db, leagueId, { status: 'archived' });

    const res = await request(t.app).get('/api/quizzes/').set(manager.auth);

    expect(res.body.count).toBe(3);
    expect(res.body.results.map((q: { status: string }) => q.status).sort()).toEqual(['active', 'archived', 'draft']);
    expect(res.body.results.every((q: { user_attempt: unknown }) => q.user_attempt === null)).toBe(true);
  });

  it('without a token answers 401', async () => {
    expect((await request(t.app).get('/api/quizzes/')).status).toBe(401);
  });
});

describe('GET /api/quizzes/{id}/', () => {
  it('gives a manager the questions with answers and explanations', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).get(`/api/quizzes/${quiz.id}/`).set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(3);
    expect(res.body.questions[1]).toEqual({
      id: quiz.questions[1]!.id,
      question_text: 'How many seconds to bring the ball into the frontcourt?',
      question_type: 'single_choice',
      options: ['5', '8', '10'],
      correct_answer: '8',
      explanation: 'Eight seconds.',
      rule_reference: 'Art. 28',
      order: 2,
      media: [],
    });
  });

  it('never gives a referee the correct answers or explanations', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);

    const res = await request(t.app).get(`/api/quizzes/${quiz.id}/`).set(referee.auth);

    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(3);
    expect(res.text).not.toContain('"correct_answer"');
    expect(res.text).not.toContain('"explanation"');
    expect(res.text).not.toContain('Eight seconds.');
  });

  it("answers 404 for a referee asking for a draft quiz", async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).get(`/api/quizzes/${quiz.id}/`).set(referee.auth);

    expect(res.status).toBe(404);
  });

  it("answers 404 for another league's quiz, as for a missing one", async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, other.leagueId);

    const res = await request(t.app).get(`/api/quizzes/${quiz.id}/`).set(manager.auth);
    const missing = await request(t.app).get('/api/quizzes/999999999/').set(manager.auth);

    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect(res.body.error).toBe('Quiz was not found.');
  });

  it('answers 404 for an id that is not a number', async () => {
    const { manager } = await createQuizLeague(t.db);

    expect((await request(t.app).get('/api/quizzes/abc/').set(manager.auth)).status).toBe(404);
  });
});
