import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, joinAs } from './arrange-evaluation.js';

const t = useTestApp();

describe('POST /api/evaluate/session/ limits', () => {
  it('after 20 wrong codes from one address answers 429 with a sentence, and right codes never count', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    for (let i = 0; i < 5; i++) await joinAs(t, a, `Volunteer ${i}`);

    const wrong = [];
    for (let i = 0; i < 21; i++) wrong.push(await request(t.app).post('/api/evaluate/session/').send({ code: `WRONG-${String(i).padStart(3, '0')}`, name: 'Guess' }));

    expect(wrong.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(404));
    expect(wrong[20]!.status).toBe(429);
    expect(wrong[20]!.body.error).toBe('Too many wrong access codes from this network. Wait 10 minutes, then check the code with the organiser.');
  });
});
