import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';

// Addresses come from X-Forwarded-For, as behind the deployment's proxy.
const t = useTestApp({ TRUST_PROXY: 'true' });

const unknownToken = 'f'.repeat(64);

describe('the public coach links have a limit per address (decision 0065)', () => {
  it('when one address opens or saves the rating form 120 times in a minute, the next answers 429 with a sentence; another address still gets in', async () => {
    const from = (address: string, i: number) =>
      i % 2 === 0
        ? request(t.app).get(`/api/coach-links/${unknownToken}/`).set('X-Forwarded-For', address)
        : request(t.app).post(`/api/coach-links/${unknownToken}/ratings/`).set('X-Forwarded-For', address).send({ player_id: 1, ratings: [] });

    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await from('203.0.113.7', i)).status);
    const limited = await from('203.0.113.7', 0);
    const other = await from('198.51.100.9', 0);

    expect(statuses).toEqual(Array(120).fill(404));
    expect(limited.status).toBe(429);
    // The wait left in the minute's window (less the seconds the 120 requests took).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many ratings sent from this network in the last minute\. Wait a minute/), code: 'rate_limited' });
    expect(other.status).toBe(404);
  });

  it('when one address opens coach roster pages 60 times in a minute, the next answers 429 with a sentence', async () => {
    const open = (address: string) => request(t.app).get(`/api/coach/${unknownToken}/`).set('X-Forwarded-For', address);

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await open('203.0.113.8')).status);
    const limited = await open('203.0.113.8');
    const other = await open('198.51.100.10');

    expect(statuses).toEqual(Array(60).fill(404));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^This roster page was opened too many times from this network/);
    expect(other.status).toBe(404);
  });
});
