import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createQuizLeague } from './quiz-fixtures.js';

// Port 9 (discard) on the loopback has no listener here, so the connection is refused.
const t = useTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });

describe('AI question generation when the model server cannot be reached', () => {
  it('answers 503 saying the AI service is unreachable, and saves nothing', async () => {
    const { manager } = await createQuizLeague(t.db);
    const quizzesBefore = await t.db.quiz.count({ where: { leagueId: manager.leagueId } });

    const res = await request(t.app).post('/api/quizzes/ai/generate/').set(manager.auth).send({ topic: 'shot-clock', num_questions: 2 });

    expect(res.status).toBe(503);
    expect(res.body.error).toBe('The AI service could not be reached. Check OPENAI_BASE_URL and try again.');
    expect(await t.db.quiz.count({ where: { leagueId: manager.leagueId } })).toBe(quizzesBefore);
  });
});
