import net from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { Express } from 'express';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import { createLogger } from '../../../lib/logger.js';
import { closeRedisClients } from '../../../lib/rate-limit/shared-store.js';
import { createUser, unique } from '../../../testing/factories.js';
import { openTestDatabase } from '../../../testing/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** An app whose log the test reads, its limits under a prefix of its own. */
async function appWithRedisAt(url: string) {
  const database = await openTestDatabase();
  const prefix = unique('redis-');
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', REDIS_URL: url, LOGIN_RATE_LIMIT: '3', LOGIN_DELAY_BASE_MS: '0', RATE_LIMIT_PREFIX: prefix });
  const logged: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { logged.push(chunk.toString()); done(); } });
  const app = createApp({ db: database.prisma, config, logger: createLogger('info', false, sink) });
  const said = (words: string) => logged.filter((line) => line.includes(words)).length;
  const countedInDatabase = async () => (await database.prisma.rateLimitHit.findMany({ where: { key: { startsWith: prefix } } })).length;
  return { database, app, prefix, said, countedInDatabase };
}

const logIn = (app: Express, username: string, password: string) => request(app).post('/api/auth/login/').send({ username, password });

// Nothing listens on port 1: Redis is away from the start.
describe('sign-in while Redis cannot be reached', () => {
  let a: Awaited<ReturnType<typeof appWithRedisAt>>;
  beforeAll(async () => {
    a = await appWithRedisAt('redis://127.0.0.1:1');
  });
  afterAll(async () => {
    await closeRedisClients();
    await a.database.close();
  });

  it('lets the right password in, still limits wrong ones by counting in the database, and says so in the log once', async () => {
    const admin = await createUser(a.database.prisma);
    const other = await createUser(a.database.prisma);

    const wrong = [];
    for (let i = 0; i < 3; i++) wrong.push(await logIn(a.app, admin.username, 'wrong-password'));
    const limited = await logIn(a.app, admin.username, admin.password);
    const right = await logIn(a.app, other.username, other.password);

    expect(wrong.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(limited.status).toBe(429);
    expect(right.status).toBe(200);
    expect(right.body.token).toEqual(expect.any(String));
    expect(await a.countedInDatabase()).toBeGreaterThan(0);
    expect(a.said('cannot be reached: sign-in and request limits count in the database until it is back')).toBe(1);
  });
});

/** A TCP door to the real Redis that the test closes and opens again, as Redis going away and coming back. */
function redisDoor(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
  });
  let port = 0;
  return {
    open: () => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((port = (server.address() as net.AddressInfo).port)))),
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

describe.skipIf(!redisUrl)('Redis going away and coming back (TEST_REDIS_URL)', () => {
  const door = redisDoor(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  const direct = createClient({ url: redisUrl });
  let a: Awaited<ReturnType<typeof appWithRedisAt>>;
  beforeAll(async () => {
    await direct.connect();
    a = await appWithRedisAt(`redis://127.0.0.1:${await door.open()}`);
  });
  afterAll(async () => {
    await closeRedisClients();
    await door.close();
    await direct.close();
    await a.database.close();
  });
  const countedInRedis = async (username: string) => (await direct.keys(`${a.prefix}:login-user:*`)).filter((key) => key.endsWith(username.toLowerCase())).length;

  it('counts in Redis, in the database while Redis is away (said once), and in Redis again once it is back (said once)', async () => {
    const [ann, bob, cy] = await Promise.all([createUser(a.database.prisma), createUser(a.database.prisma), createUser(a.database.prisma)]);

    await logIn(a.app, ann.username, 'wrong-password');
    const inRedisFirst = await countedInRedis(ann.username);
    await door.close();
    const whileAway = [await logIn(a.app, bob.username, 'wrong-password'), await logIn(a.app, bob.username, bob.password)];
    const inDatabaseWhileAway = await a.countedInDatabase();
    await door.open();
    await vi.waitFor(async () => {
      await logIn(a.app, cy.username, 'wrong-password');
      expect(a.said('is back: sign-in and request limits count in Redis again')).toBe(1);
    }, { timeout: 15_000, interval: 100 });

    expect(inRedisFirst).toBe(1);
    expect(whileAway.map((res) => res.status)).toEqual([400, 200]);
    expect(inDatabaseWhileAway).toBeGreaterThan(0);
    expect(await countedInRedis(cy.username)).toBe(1);
    expect(a.said('cannot be reached')).toBe(1);
  });
});
