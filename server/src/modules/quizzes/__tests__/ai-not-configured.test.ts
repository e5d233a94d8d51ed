import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague } from './quiz-fixtures.js';

const t = useTestApp();

describe('AI question generation without OPENAI_API_KEY', () => {
  it('answers 503 with a sentence that says how to configure it', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/ai/generate/').set(manager.auth).send({ topic: 'shot-clock', num_questions: 3 });

    expect(res.status).toBe(503);
    expect(res.body.error).toBe(
      'AI question generation is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server).',
    );
  });
});

describe('GET /api/quizzes/ai/topics/', () => {
  it('lists the curated FIBA rule topics, which need no AI key', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).get('/api/quizzes/ai/topics/').set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.topics.length);
    expect(res.body.topics.length).toBeGreaterThanOrEqual(10);
    for (const topic of res.body.topics) expect(Object.keys(topic).sort()).toEqual(['description', 'id', 'title']);
    expect(res.body.topics.map((topic: { id: string }) => topic.id)).toContain('shot-clock');
  });

  it('refuses a referee with 403 and no token with 401', async () => {
    const { referee } = await createQuizLeague(t.db);

    expect((await request(t.app).get('/api/quizzes/ai/topics/').set(referee.auth)).status).toBe(403);
    expect((await request(t.app).get('/api/quizzes/ai/topics/')).status).toBe(401);
  });
});
