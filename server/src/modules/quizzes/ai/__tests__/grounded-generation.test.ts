import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { questionsJson, startFakeOpenAi } from '../../__tests__/fake-openai-server.js';

const fake = await startFakeOpenAi();
const t = useTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' });
afterAll(() => fake.close());

const shotClockRules = [
  'Art. 29 Shot clock',
  '29.1 Definition',
  '29.1.1 Whenever a player gains control of a live ball on the playing court, that team must attempt a shot for a field goal within 24 seconds.',
  '29.2 Procedure',
  '29.2.1 The shot clock shall be reset whenever the game is stopped by a referee for a foul or violation.',
].join('\n');

const question = (overrides: object) => ({
  question_text: 'Within how many seconds must a team in control of the ball attempt a shot?',
  question_type: 'single_choice',
  options: ['14', '24', '30'],
  correct_answer: '24',
  explanation: 'Art. 29.1.1.',
  rule_reference: 'Art. 29.1.1',
  difficulty: 'easy',
  ...overrides,
});

type Check = { name: string; passed: boolean; reason: string };
const check = (q: { checks: Check[] }, name: string) => q.checks.find((c) => c.name === name)!;

const generate = (auth: Record<string, string>, body: object) => request(t.app).post('/api/quizzes/ai/generate/').set(auth).send(body);

describe('grounded AI generation', () => {
  it('sends the rule text and edition, and keeps the edition, difficulty and citation on each draft', async () => {
    const { manager } = await createQuizLeague(t.db);
    fake.replyWith({ content: questionsJson([question({})]) });

    const res = await generate(manager.auth, { source_text: shotClockRules, edition: 'FIBA 2024', num_questions: 1 });

    expect(res.status).toBe(200);
    const sent = fake.requests[0]!.body.messages.at(-1)!.content;
    expect(sent).toContain('29.1.1 Whenever a player gains control');
    expect(sent).toContain('FIBA 2024');
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('answer only from it');
    const [draft] = res.body.questions;
    expect(draft).toMatchObject({ edition: 'FIBA 2024', difficulty: 'easy', rule_reference: 'Art. 29.1.1', status: 'draft', source: 'ai' });
    expect(draft.checks.map((c: Check) => [c.name, c.passed])).toEqual([
      ['cites_source', true],
      ['answer_in_options', true],
      ['options_distinct', true],
      ['not_duplicate', true],
    ]);
    expect(res.body.flagged).toBe(0);
  });

  it('flags a question whose citation is missing or names an article outside the source, and keeps it', async () => {
    const { manager } = await createQuizLeague(t.db);
    fake.replyWith({
      content: questionsJson([
        question({ question_text: 'What does a team have to do within 24 seconds of gaining control?', rule_reference: '' }),
        question({ question_text: 'How many fouls make a player leave the game for good?', rule_reference: 'FIBA OBR Art. 40' }),
        question({ question_text: 'When is the shot clock reset after the referee stops the game?', rule_reference: 'Art. 29.2' }),
      ]),
    });

    const res = await generate(manager.auth, { source_text: shotClockRules, num_questions: 3 });

    const [missing, outside, inside] = res.body.questions;
    expect(check(missing, 'cites_source')).toEqual({ name: 'cites_source', passed: false, reason: 'No article number is cited in the rule reference.' });
    expect(check(outside, 'cites_source')).toEqual({ name: 'cites_source', passed: false, reason: 'Cites Art. 40, which the source text does not contain.' });
    expect(check(inside, 'cites_source').passed).toBe(true);
    expect(res.body).toMatchObject({ count: 3, flagged: 2 });
    expect(await t.db.question.count({ where: { leagueId: manager.leagueId, status: 'draft', source: 'ai' } })).toBe(3);
  });

  it('flags a near-duplicate of a bank question, naming the question it matches', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const existing = await t.db.question.create({
      data: { leagueId, questionText: 'Within how many seconds must the team in control of the ball attempt a shot?', questionType: 'true_false', correctAnswer: 'true' },
    });
    fake.replyWith({ content: questionsJson([question({}), question({ question_text: 'Which signal does a referee use for a travelling violation?' })]) });

    const res = await generate(manager.auth, { source_text: shotClockRules, num_questions: 2 });

    const [duplicate, fresh] = res.body.questions;
    expect(check(duplicate, 'not_duplicate').passed).toBe(false);
    expect(check(duplicate, 'not_duplicate').reason).toContain(`bank question #${existing.id}: "${existing.questionText}"`);
    expect(check(fresh, 'not_duplicate').passed).toBe(true);
  });

  it('never compares with another league’s bank', async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    await t.db.question.create({
      data: { leagueId: other.leagueId, questionText: question({}).question_text, questionType: 'true_false', correctAnswer: 'true' },
    });
    fake.replyWith({ content: questionsJson([question({})]) });

    const res = await generate(manager.auth, { source_text: shotClockRules, num_questions: 1 });

    expect(check(res.body.questions[0], 'not_duplicate').passed).toBe(true);
  });

  it('puts nothing in a quiz before approval: a draft is refused by from_bank until a manager approves it', async () => {
    const { manager } = await createQuizLeague(t.db);
    fake.replyWith({ content: questionsJson([question({})]) });
    const generated = await generate(manager.auth, { source_text: shotClockRules, num_questions: 1 });
    const draftId = generated.body.questions[0].id as number;
    const quiz = { body: await t.db.quiz.create({ data: { title: 'Shot clock', leagueId: manager.leagueId, status: 'draft' } }) };

    const refused = await request(t.app).post(`/api/quizzes/${quiz.body.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [draftId] });
    const inQuizzes = await t.db.question.count({ where: { leagueId: manager.leagueId, quizId: { not: null } } });
    await request(t.app).post(`/api/quizzes/bank/${draftId}/approve/`).set(manager.auth);
    const added = await request(t.app).post(`/api/quizzes/${quiz.body.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [draftId] });

    expect(refused.status).toBe(409);
    expect(inQuizzes).toBe(0);
    expect(added.status).toBeLessThan(300);
    expect(await t.db.question.count({ where: { quizId: quiz.body.id } })).toBe(1);
  });

  it('accepts rule text alone as the subject, without a topic or prompt', async () => {
    const { manager } = await createQuizLeague(t.db);
    fake.replyWith({ content: questionsJson([question({})]) });

    const res = await generate(manager.auth, { source_text: shotClockRules, num_questions: 1 });

    expect(res.status).toBe(200);
    expect(res.body.prompt_used).toBe('the rule text below');
    expect(res.body.topic).toBeNull();
  });
});
