import { Writable } from 'node:stream';
import request from 'supertest';
import type { Express } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Database } from '../../../lib/db/database.js';
import { closeRedisClients } from '../../../lib/rate-limit/shared-store.js';
import { createUser, unique } from '../../../testing/factories.js';
import { openTestDatabase } from '../../../testing/test-database.js';

// Nothing listens on port 1: every counter operation fails (after the store's one-second timeout).
describe('sign-in when the failure counters cannot be reached', () => {
  let database: Database;
  let app: Express;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT: '3', RATE_LIMIT_PREFIX: unique('down-') });
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { logged.push(chunk.toString()); done(); } });
    app = createApp({ db: database.prisma, config, logger: pino({ level: 'error' }, sink) });
  });
  afterAll(async () => {
    await closeRedisClients();
    await database.close();
  });

  it('refuses with 503 and a sentence, even the right password, and logs why: it fails closed', async () => {
    const admin = await createUser(database.prisma);
    const wrong = await request(app).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });

    const right = await request(app).post('/api/referees/login/').send({ username: admin.username, password: admin.password });

    for (const res of [wrong, right]) {
      expect(res.status).toBe(503);
      expect(res.body.error).toMatch(/^Sign-in is unavailable for a moment/);
      expect(res.body.token).toBeUndefined();
    }
    expect(right.headers['retry-after']).toBe('60');
    expect(logged.some((line) => line.includes('sign-in refused (fails closed)'))).toBe(true);
  });
});
