import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague, quizBody, sampleQuestions } from './quiz-fixtures.js';

const t = useTestApp();
const [tfQuestion, singleQuestion, multipleQuestion] = sampleQuestions;

describe('POST /api/quizzes/create/', () => {
  it.each(['referee_admin', 'admin'] as const)('lets a %s create a quiz with its questions', async (userType) => {
    const manager = await createUser(t.db, { userType });
    const body = quizBody({ start_date: '2026-01-10', end_date: '2026-02-10', ai_generated: true, ai_prompt_used: 'Shot clock' });

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send(body);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      status: 'draft',
      questions_count: 3,
      time_limit_minutes: 15,
      passing_score: 60,
      start_date: '2026-01-10T00:00:00.000Z',
      end_date: '2026-02-10T23:59:59.000Z',
      ai_generated: true,
      ai_prompt_used: 'Shot clock',
    });
    expect(res.body.questions.map((q: { order: number }) => q.order)).toEqual([1, 2, 3]);
    // Empty option slots are dropped.
    expect(res.body.questions[1].options).toEqual(['5', '8', '10']);
    const stored = await t.db.quiz.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({ leagueId: manager.leagueId, createdById: manager.id });
  });

  it('applies the defaults: 30 minutes, 70 percent, draft', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send({ title: 'Defaults', questions: [tfQuestion] });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ time_limit_minutes: 30, passing_score: 70, status: 'draft', start_date: null, end_date: null });
  });

  it("stores a true/false answer in lower case and a choice answer as its option reads", async () => {
    const { manager } = await createQuizLeague(t.db);
    const questions = [{ ...tfQuestion, correct_answer: 'False' }, { ...singleQuestion, options: ['Five', 'Eight'], correct_answer: 'eight' }];

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send(quizBody({ questions }));

    expect(res.body.questions.map((q: { correct_answer: string }) => q.correct_answer)).toEqual(['false', 'Eight']);
  });

  it.each([
    [{ title: '' }, 'Title is required.', 'title'],
    [{ title: undefined }, 'Title is required.', 'title'],
    [{ time_limit_minutes: 0 }, 'Time limit must be a whole number of minutes from 1 to 180.', 'time_limit_minutes'],
    [{ time_limit_minutes: 181 }, 'Time limit must be a whole number of minutes from 1 to 180.', 'time_limit_minutes'],
    [{ passing_score: 100.5 }, 'Passing score must be a number from 0 to 100 in steps of 0.1.', 'passing_score'],
    [{ passing_score: 70.25 }, 'Passing score must be a number from 0 to 100 in steps of 0.1.', 'passing_score'],
    [{ passing_score: -1 }, 'Passing score must be a number from 0 to 100 in steps of 0.1.', 'passing_score'],
    [{ questions: [] }, 'Please add at least one question.', 'questions'],
    [{ questions: undefined }, 'Please add at least one question.', 'questions'],
    [{ status: 'published' }, 'Status must be draft, active or archived.', 'status'],
    [{ start_date: 'next week' }, 'Start date must be a date or a date and time (ISO 8601).', 'start_date'],
    [{ start_date: '2026-03-01', end_date: '2026-02-01' }, 'The end date must be after the start date.', 'end_date'],
  ])('when the quiz is invalid (%o), answers 400 with the rule', async (overrides, message, field) => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send(quizBody(overrides));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details.fields).toHaveProperty(field);
  });

  it.each([
    [{ ...tfQuestion, question_text: ' ' }, 'Please enter question text.', 'questions.0.question_text'],
    [{ ...tfQuestion, question_type: 'essay' }, 'Please select question type.', 'questions.0.question_type'],
    [{ ...tfQuestion, correct_answer: '' }, 'Please select/enter correct answer.', 'questions.0.correct_answer'],
    [{ ...tfQuestion, correct_answer: 'yes' }, "The correct answer of a true/false question must be 'true' or 'false'.", 'questions.0.correct_answer'],
    [{ ...multipleQuestion, options: ['5', '', ''] }, 'Please provide at least 2 options for multiple choice questions.', 'questions.0.options'],
    [{ ...singleQuestion, options: ['8'] }, 'Please provide at least 2 options for single choice questions.', 'questions.0.options'],
    [{ ...singleQuestion, correct_answer: '12' }, 'The correct answer must be one of the options.', 'questions.0.correct_answer'],
    [{ ...singleQuestion, options: ['8', '8 '] }, 'Options must be different from each other.', 'questions.0.options'],
  ])('when a question breaks a rule, answers 400 naming it', async (question, message, field) => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/create/').set(manager.auth).send(quizBody({ questions: [question] }));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details.fields).toHaveProperty([field]);
  });

  it('refuses a referee with 403 and creates nothing', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/create/').set(referee.auth).send(quizBody());

    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only referee administrators and league administrators can manage quizzes.');
    expect(await t.db.quiz.count({ where: { leagueId } })).toBe(0);
  });

  it('without a token answers 401', async () => {
    expect((await request(t.app).post('/api/quizzes/create/').send(quizBody())).status).toBe(401);
  });
});
