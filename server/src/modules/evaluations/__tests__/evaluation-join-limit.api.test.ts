import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import { createLogger } from '../../../lib/logger.js';
import { closeRedisClients } from '../../../lib/rate-limit/shared-store.js';
import { unique } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, type ArrangedDay } from './arrange-evaluation.js';

const t = useTestApp();

/** The app on this file's database with limits of its own (a fresh prefix, so nothing counted before carries over). */
const appWith = (env: Record<string, string>): Express =>
  createApp({ db: t.db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('join-'), ...env }), logger: createLogger('silent') });

/** What the database store holds for the address backstop under `prefix`. */
const unknownCodesCounted = async (prefix: string) =>
  (await t.db.rateLimitHit.findMany({ where: { key: { startsWith: `${prefix}:evaluation-join-unknown:` } } })).reduce((sum, row) => sum + row.hits, 0);

async function newCodes(app: Express, a: ArrangedDay, count: number): Promise<string[]> {
  const made = await Promise.all(Array.from({ length: count }, () => request(app).post(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth).send({})));
  return made.map((res) => (res.body as { code: string }).code);
}

async function withdrawnCode(app: Express, a: ArrangedDay): Promise<string> {
  const created = (await request(app).post(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth).send({})).body as { id: number; code: string };
  await request(app).post(`/api/evaluations/${a.event.id}/access_codes/${created.id}/revoke/`).set(a.admin.auth);
  return created.code;
}

const join = (app: Express, code: string, name = 'Volunteer') => request(app).post('/api/evaluate/session/').send({ code, name });

// A different code of the right shape for each i, that no evaluation day has (codes never use 0, 1, I, L or O).
const unknownCode = (i: number) => `WRNG-${i.toString(8).padStart(4, '0').replace(/[0-7]/g, (d) => '23456789'[Number(d)]!)}`;

// The file's first requests also pay for loading and compiling the app's code: pay that once here,
// not inside the first test's 40 joins.
beforeAll(async () => {
  const a = await arrangeEvaluationDay(t, 1);
  await join(t.app, (await newCodes(t.app, a, 1))[0]!, 'Warm-up');
});

afterAll(async () => {
  await closeRedisClients();
});

// The database store; Redis away (the database counts meanwhile, decision 0108); Redis itself when the run has one.
const stores: [string, Record<string, string>][] = [
  ['in the database', {}],
  ['while Redis cannot be reached', { REDIS_URL: 'redis://127.0.0.1:1' }],
  ...(process.env.TEST_REDIS_URL ? [['in Redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as [string, Record<string, string>]] : []),
];

describe.each(stores)('joining an evaluation day, limits counted %s', (_store, env) => {
  it('lets 40 volunteers behind one address join at once, each with a code of their own', async () => {
    const app = appWith(env);
    const a = await arrangeEvaluationDay(t, 1);
    const codes = await newCodes(app, a, 40);

    const answers = await Promise.all(codes.map((code, i) => join(app, code, `Volunteer ${i}`)));

    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(await t.db.evaluator.count({ where: { eventId: a.event.id } })).toBe(40);
  });

  it('lets 40 volunteers sharing one code join at once', async () => {
    const app = appWith(env);
    const a = await arrangeEvaluationDay(t, 1);
    const [code] = await newCodes(app, a, 1);

    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => join(app, code!, `Volunteer ${i}`)));

    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
  });

  it('refuses the same wrong code past 10 tries with a sentence, and other codes still answer', async () => {
    const app = appWith(env);
    const a = await arrangeEvaluationDay(t, 1);
    const [right] = await newCodes(app, a, 1);

    const tries = [];
    for (let i = 0; i < 11; i++) tries.push(await join(app, 'WXYZ-2345'));
    const other = await join(app, 'WXYZ-2346');
    const joined = await join(app, right!);

    expect(tries.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(404));
    expect(tries[10]!.status).toBe(429);
    expect(tries[10]!.body).toEqual({ error: 'This access code has been tried 10 times in the last 10 minutes without success. Check it with the organiser, then try again in 10 minutes.', code: 'rate_limited' });
    // The wait left in the 10-minute window: 600 s, less the seconds the tries took on a busy machine.
    expect(Number(tries[10]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tries[10]!.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(other.status).toBe(404);
    expect(joined.status).toBe(201);
  });
});

describe('joining after wrong codes from the same address', () => {
  it('still lets a right code in after 20 wrong codes', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const [right] = await newCodes(t.app, a, 1);

    const wrong = [];
    for (let i = 0; i < 20; i++) wrong.push(await join(t.app, unknownCode(i), 'Tired typist'));
    const joined = await join(t.app, right!, 'Tired typist');

    expect(wrong.map((r) => r.status)).toEqual(Array(20).fill(404));
    expect(joined.status).toBe(201);
  });

  it('counts only unknown codes toward the address backstop, not joins, withdrawn codes or its own refusals', async () => {
    const prefix = unique('join-');
    const app = appWith({ EVALUATION_JOIN_UNKNOWN_CODES_PER_ADDRESS: '3', RATE_LIMIT_PREFIX: prefix });
    const a = await arrangeEvaluationDay(t, 1);
    const codes = await newCodes(app, a, 10);
    const withdrawn = await withdrawnCode(app, a);

    const early = [await join(app, unknownCode(1)), await join(app, unknownCode(2))];
    // One after the other: a request counts while it runs, so joins at once could pass a limit of 3.
    const joins = [];
    for (const code of codes) joins.push(await join(app, code));
    const refusedWithdrawn = [await join(app, withdrawn), await join(app, withdrawn)];
    const third = await join(app, unknownCode(3));
    const fourth = await join(app, unknownCode(4));
    const rightAfter = await join(app, codes[1]!);

    expect(early.map((r) => r.status)).toEqual([404, 404]);
    expect(joins.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(refusedWithdrawn.map((r) => r.status)).toEqual([410, 410]);
    expect(third.status).toBe(404);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('Too many unknown access codes were typed on this network in the last 10 minutes. Wait 10 minutes, then check the code with the organiser.');
    // Past the backstop a right code waits too: otherwise a guesser would still learn which codes work.
    expect(rightAfter.status).toBe(429);
    expect(await unknownCodesCounted(prefix)).toBe(3);
  });
});
