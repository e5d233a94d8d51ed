import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { Database } from '../lib/db/database.js';
import { createLogger } from '../lib/logger.js';
import { closeRedisClients } from '../lib/rate-limit/shared-store.js';
import { createUser, unique } from '../testing/factories.js';
import { createDivision } from '../testing/league-fixtures.js';
import { openTestDatabase, runsOnPostgres } from '../testing/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL;
const stores = [['the database', {}], ...(redisUrl ? [['Redis', { REDIS_URL: redisUrl }]] : [])] as [string, Record<string, string>][];

// Two app instances, each with its own connection pool, on one PostgreSQL (as behind a load balancer).
describe.skipIf(!runsOnPostgres()).each(stores)('two app instances on one PostgreSQL, limits kept in %s', (_store, env) => {
  const opened: Database[] = [];
  let one: Express;
  let two: Express;
  let db: Database['prisma'];

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '3', RATE_LIMIT_PREFIX: unique('two-'), ...env });
    for (let i = 0; i < 2; i += 1) opened.push(await openTestDatabase());
    one = createApp({ db: opened[0]!.prisma, config, logger: createLogger('silent') });
    two = createApp({ db: opened[1]!.prisma, config, logger: createLogger('silent') });
    db = opened[0]!.prisma;
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await closeRedisClients();
  });

  it('failed logins on one instance count on the other', async () => {
    const admin = await createUser(db);
    await request(one).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });
    await request(two).post('/api/referees/login/').send({ username: admin.username, password: 'wrong-password' });
    await request(one).post('/api/auth/login/').send({ username: admin.username, password: 'wrong-password' });

    const res = await request(two).post('/api/auth/login/').send({ username: admin.username, password: admin.password });

    expect(res.status).toBe(429);
  });

  it('a session opened on one instance works on the other, and a sign-out there ends it', async () => {
    const admin = await createUser(db);
    const login = await request(one).post('/api/auth/login/').send({ username: admin.username, password: admin.password });
    const auth = { Authorization: `Token ${login.body.token}` };

    const seen = await request(two).get('/api/seasons/').set(auth);
    await request(two).post('/api/auth/logout/').set(auth);
    const after = await request(one).get('/api/seasons/').set(auth);

    expect(login.status).toBe(200);
    expect(seen.status).toBe(200);
    expect(after.status).toBe(401);
  });

  it('a roster saved through one instance is read, and guarded, by the other', async () => {
    const admin = await createUser(db);
    const division = await createDivision(db, admin.leagueId);
    const roster = { league_id: admin.leagueId, division_id: division.id, teams: [{ team_name: 'Hawks', players: [{ name: 'Ann Lee' }] }] };

    const saved = await request(one).post('/api/players/persist_teams/').set(admin.auth).send(roster);
    const teams = await request(two).get('/api/teams/').query({ division: division.id }).set(admin.auth);
    const again = await request(two).post('/api/players/persist_teams/').set(admin.auth).send(roster);

    expect(saved.status).toBe(201);
    expect(teams.body.results.map((t: { name: string }) => t.name)).toEqual(['Hawks']);
    expect(again.status).toBe(409);
  });
});
