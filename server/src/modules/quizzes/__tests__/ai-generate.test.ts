import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague } from './quiz-fixtures.js';
import { questionsJson, startFakeOpenAi } from './fake-openai-server.js';

const fake = await startFakeOpenAi();
const t = useTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' });
afterAll(() => fake.close());

const shotClock = {
  question_text: 'How many seconds does the shot clock give a team to attempt a shot?',
  question_type: 'single_choice',
  options: ['14', '24', '30'],
  correct_answer: '24',
  explanation: 'A team has 24 seconds to attempt a shot.',
  rule_reference: 'FIBA OBR Art. 29.1',
};
const eightSeconds = {
  question_text: 'A team has 8 seconds to bring the ball into its frontcourt.',
  question_type: 'true_false',
  options: [],
  correct_answer: 'True',
  explanation: 'Art. 28: 8 seconds.',
  rule_reference: 'FIBA OBR Art. 28',
};
const fiveFouls = {
  question_text: 'How many fouls make a player leave the game?',
  question_type: 'multiple_choice',
  options: ['4', '5', '6', '7'],
  correct_answer: '5',
  explanation: 'Five fouls.',
  rule_reference: 'FIBA OBR Art. 40',
};

const generate = async (body: object) => {
  const { manager } = await createQuizLeague(t.db);
  return { manager, res: await request(t.app).post('/api/quizzes/ai/generate/').set(manager.auth).send(body) };
};

describe('POST /api/quizzes/ai/generate/', () => {
  // Since issue 15 the questions are saved as bank drafts (the review queue) and answered as bank questions.
  it('asks the configured model for structured JSON and saves the questions as AI drafts in no quiz', async () => {
    fake.replyWith({ content: questionsJson([shotClock, eightSeconds]) });

    const { manager, res } = await generate({ topic: 'shot-clock', num_questions: 2, question_types: ['single_choice', 'true_false'] });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 2, requested: 2, dropped: 0, topic: 'shot-clock', model: 'test-model' });
    const draft = { status: 'draft', source: 'ai', quiz_id: null, difficulty: 'medium', category: 'Shot clock (Art. 29)' };
    expect(res.body.questions).toMatchObject([
      { ...shotClock, ...draft },
      { ...eightSeconds, correct_answer: 'true', ...draft },
    ]);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.path).toBe('/v1/chat/completions');
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body.model).toBe('test-model');
    expect(sent!.body.response_format?.type).toBe('json_schema');
    expect(sent!.body.messages.at(-1)!.content).toContain('The 24-second shot clock');
    expect(await t.db.quiz.count({ where: { leagueId: manager.leagueId } })).toBe(0);
    const saved = await t.db.question.findMany({ where: { leagueId: manager.leagueId }, orderBy: { id: 'asc' } });
    expect(saved.map((q) => [q.id, q.status, q.source, q.quizId])).toEqual(res.body.questions.map((q: { id: number }) => [q.id, 'draft', 'ai', null]));
  });

  it('lets a custom prompt override the topic', async () => {
    fake.replyWith({ content: questionsJson([shotClock]) });

    const { res } = await generate({ topic: 'shot-clock', prompt: 'Unsportsmanlike fouls in the last two minutes', num_questions: 1 });

    expect(res.body.prompt_used).toBe('Unsportsmanlike fouls in the last two minutes');
    const message = fake.requests[0]!.body.messages.at(-1)!.content;
    expect(message).toContain('Unsportsmanlike fouls in the last two minutes');
    expect(message).not.toContain('The 24-second shot clock');
  });

  // Since issue 15 a question that breaks a rule is kept, flagged by its checks, for the reviewer to see;
  // only items that are not questions at all are dropped and asked for again.
  it('keeps rule-breaking questions flagged, drops only unusable items, and asks again for the missing ones', async () => {
    const notAnOption = { ...shotClock, question_text: 'Which reset applies after a kicked ball?', correct_answer: '12' };
    const badTrueFalse = { ...eightSeconds, question_text: 'Three seconds applies in the backcourt.', correct_answer: 'maybe' };
    const duplicateOptions = { ...fiveFouls, question_text: 'Duplicate options question here?', options: ['5', '5 ', '6'] };
    const tooShort = { ...fiveFouls, question_text: 'Fouls?' };
    fake.replyWith(
      { content: questionsJson([shotClock, notAnOption, badTrueFalse, duplicateOptions, tooShort]) },
      { content: questionsJson([fiveFouls]) },
    );

    const { res } = await generate({ prompt: 'Time rules', num_questions: 5 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 5, dropped: 1, flagged: 3 });
    const failed = (q: { checks: { name: string; passed: boolean }[] }) => q.checks.filter((c) => !c.passed).map((c) => c.name);
    expect(res.body.questions.map((q: { question_text: string }) => q.question_text)).toEqual([
      shotClock.question_text,
      notAnOption.question_text,
      badTrueFalse.question_text,
      duplicateOptions.question_text,
      fiveFouls.question_text,
    ]);
    expect(res.body.questions.map(failed)).toEqual([[], ['answer_in_options'], ['answer_in_options'], ['options_distinct'], []]);
    expect(fake.requests).toHaveLength(2);
    const followUp = fake.requests[1]!.body.messages.at(-1)!.content;
    expect(followUp).toContain('Write exactly 1 quiz question');
    expect(followUp).toContain(shotClock.question_text);
  });

  it('drops questions of a type that was not chosen', async () => {
    fake.replyWith({ content: questionsJson([eightSeconds, shotClock]) }, { content: questionsJson([eightSeconds]) });

    const { res } = await generate({ prompt: 'Time rules', num_questions: 2, question_types: ['single_choice'] });

    expect(res.body.questions).toMatchObject([shotClock]);
    expect(res.body.count).toBe(1);
    expect(fake.requests).toHaveLength(3);
  });

  it('treats malformed JSON as a failed round and tries again', async () => {
    fake.replyWith({ content: '{"questions": [ this is not json' }, { content: questionsJson([shotClock]) });

    const { res } = await generate({ prompt: 'Shot clock', num_questions: 1 });

    expect(res.status).toBe(200);
    expect(res.body.questions).toMatchObject([shotClock]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with 502 after a bounded number of rounds without a valid question', async () => {
    fake.replyWith({ content: 'Sorry, I cannot help with that.' });

    const { res } = await generate({ prompt: 'Shot clock', num_questions: 5 });

    expect(res.status).toBe(502);
    expect(res.body.error).toBe('The AI service did not produce any valid questions. Please try again or rephrase the prompt.');
    expect(fake.requests).toHaveLength(3);
  });

  it('answers 502 with a clear sentence when the AI server fails', async () => {
    fake.replyWith({ status: 500, headers: { 'retry-after-ms': '1' } });

    const { res } = await generate({ prompt: 'Shot clock', num_questions: 1 });

    expect(res.status).toBe(502);
    expect(res.body.error).toBe('The AI service answered with an error (HTTP 500). Please try again later.');
  });

  it.each([
    [{ num_questions: 3 }, 'Please select a topic or enter a custom prompt.'],
    [{ prompt: '   ', num_questions: 3 }, 'Please select a topic or enter a custom prompt.'],
    [{ prompt: 'x', num_questions: 0 }, 'The number of questions must be a whole number from 1 to 20.'],
    [{ prompt: 'x', num_questions: 21 }, 'The number of questions must be a whole number from 1 to 20.'],
    [{ prompt: 'x', question_types: [] }, 'Please choose at least one question type.'],
    [{ prompt: 'x', question_types: ['essay'] }, 'Question types must be multiple_choice, single_choice or true_false.'],
    [{ topic: 'no-such-topic' }, 'Unknown topic: choose one from the topics list.'],
  ])('refuses invalid input (%o) with 400 without calling the AI', async (body, message) => {
    fake.replyWith({ content: questionsJson([shotClock]) });

    const { res } = await generate(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a referee with 403 and no token with 401', async () => {
    const { referee } = await createQuizLeague(t.db);

    expect((await request(t.app).post('/api/quizzes/ai/generate/').set(referee.auth).send({ prompt: 'x' })).status).toBe(403);
    expect((await request(t.app).post('/api/quizzes/ai/generate/').send({ prompt: 'x' })).status).toBe(401);
  });
});
