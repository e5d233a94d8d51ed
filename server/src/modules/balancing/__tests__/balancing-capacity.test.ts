import request from 'supertest';
import type { Express } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createLogger } from '../../../lib/logger.js';
import { WorkerPool } from '../../../lib/worker-pool.js';

const t = useTestApp({ BALANCE_RATE_LIMIT: '3' });

const rosterCsv = (rows: number) =>
  ['name,shooting', ...Array.from({ length: rows }, (_, i) => `Player ${i + 1},${(i * 7) % 11}`)].join('\n');

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'Shooting' });
  return { admin, division, skill };
}

function balance(app: Express, a: Awaited<ReturnType<typeof arrange>>, rows: number) {
  return request(app)
    .post('/api/players/balanced_teams/')
    .set(a.admin.auth)
    .field('league_id', String(a.admin.leagueId))
    .field('division_id', String(a.division.id))
    .field('number_of_teams', '20')
    .field('skill_mapping', JSON.stringify({ [a.skill.id]: 'shooting' }))
    .field('selected_skills', JSON.stringify([a.skill.id]))
    .field('seed', '7')
    .attach('file', Buffer.from(rosterCsv(rows)), { filename: 'players.csv', contentType: 'text/csv' });
}

describe('balancing never freezes the server', () => {
  it('while a 5,000-player file is balanced, /api/health/ keeps answering quickly', async () => {
    const a = await arrange();
    const pending = balance(t.app, a, 5000).then((r) => r);
    const latencies: number[] = [];
    let done = false;
    void pending.finally(() => (done = true));

    while (!done) {
      const started = performance.now();
      await request(t.app).get('/api/health/');
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    expect((await pending).status).toBe(200);
    // On the request thread the optimizer held every request for the whole balance (one or two
    // pings in all); in a worker the pings keep coming. Generous bounds: the machine is shared.
    const sorted = [...latencies].sort((x, y) => x - y);
    expect(latencies.length).toBeGreaterThan(10);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(100);
  });
});

describe('a full balancing queue', () => {
  const pool = new WorkerPool({ threads: 1, maxQueue: 1 });
  const busyApp = () => createApp({ db: t.db, config: t.config, logger: createLogger('silent'), workers: pool });
  afterAll(() => pool.close());

  it('answers 503 with Retry-After and a sentence, and the accepted ones finish', async () => {
    const app = busyApp();
    const a = await arrange();

    const answers = await Promise.all([1, 2, 3].map(() => balance(app, a, 1000)));

    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('30');
    expect(busy[0]!.body.error).toBe('The team balancer is busy with other files right now. Please try again in 30 seconds; nothing was lost.');
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });
});

describe('balancing requests per user per minute', () => {
  it('past the limit answer 429 with Retry-After; another admin is not held back', async () => {
    const a = await arrange();
    const other = await arrange();
    for (let i = 0; i < 3; i += 1) expect((await balance(t.app, a, 40)).status).toBe(200);

    const limited = await balance(t.app, a, 40);
    const someoneElse = await balance(t.app, other, 40);

    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error).toMatch(/^You have balanced teams 3 times in the last minute\. Please wait \d+ seconds and try again\.$/);
    expect(someoneElse.status).toBe(200);
  });
});
