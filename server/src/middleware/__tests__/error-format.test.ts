import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('error answers', () => {
  it('an unknown API path answers 404 as {error, code}', async () => {
    const res = await request(t.app).get('/api/no-such-thing/');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No API route matches GET /no-such-thing/.', code: 'route_not_found' });
  });

  it('validation errors answer 400 with the fields in details', async () => {
    const res = await request(t.app).post('/api/auth/register/').send({ username: 'x' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(typeof res.body.error).toBe('string');
    expect(res.body.details.fields).toHaveProperty('league_name');
    expect(res.body.details.fields).toHaveProperty('password');
  });

  it('sets security headers on API answers', async () => {
    const res = await request(t.app).get('/api/health/');

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });
});
