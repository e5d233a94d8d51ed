// `npx tsx bench/balance-stall.bench.ts`: only bench:load's stall row, quickly (about 15-40 s):
// the server's worst event-loop stall while six 5,000-row CSV balances run, round by round, so
// a change to the balance request path can be checked without the whole load bench. Embedded
// database, or the PostgreSQL of DATABASE_URL. BENCH_ROUNDS rounds (default 3) after one warm-up.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createSkill } from '../src/testing/league-fixtures.js';

const url = process.env.DATABASE_URL;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = url ? null : await mkdtemp(path.join(os.tmpdir(), 'league-stall-'));
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! });
const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', BALANCE_RATE_LIMIT: '1000', RATE_LIMIT_PREFIX: `stall-${Date.now()}`, ...(url ? { DATABASE_URL: url } : {}) });
const server = createApp({ db: database.prisma, config, logger: createLogger('silent') }).listen(0, '127.0.0.1');
server.keepAliveTimeout = 120_000;
await new Promise((resolve) => server.once('listening', resolve));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/players/balanced_teams/`;

const admin = await createUser(database.prisma, { userType: 'admin' });
const division = await createDivision(database.prisma, admin.leagueId);
const skill = await createSkill(database.prisma, division.id, { name: 'Shooting' });
// The same file and fields as bench:load's balances.
const csv = ['name,shooting,region', ...Array.from({ length: 5000 }, (_, i) => `Player ${i + 1},${(i * 7) % 11},${'NSEWC'[i % 5]}`)].join('\n');
const fields = { league_id: admin.leagueId, division_id: division.id, number_of_teams: 20, skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }), selected_skills: JSON.stringify([skill.id]), region_column: 'region' };

// Sent from a thread of their own, as in bench:load: the bench's multipart building and 1 MB
// reads must not count as the server's stall.
const sender = `
const { parentPort, workerData: { endpoint, auth, fields, csv, count } } = require('node:worker_threads');
Promise.all(Array.from({ length: count }, async (_, seed) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, seed })) form.append(k, String(v));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  const r = await fetch(endpoint, { method: 'POST', headers: auth, body: form });
  await r.arrayBuffer();
  return r.status;
})).then((statuses) => parentPort.postMessage(statuses));
`;
function sendBalances(count: number): Promise<number[]> {
  const worker = new Worker(sender, { eval: true, workerData: { endpoint, auth: admin.auth, fields, csv, count } });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

// Linux tells how long this thread ran and how long it waited for a core (/proc schedstat, ns):
// on shared cores a late timer is often a thread that was ready but not scheduled, not work.
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const readSched = existsSync(schedstat) ? () => readFileSync(schedstat, 'utf8').split(' ').map(Number) : null;

/** The longest gap between 5 ms ticks, with what the thread did in it, and the most it ran between two ticks. */
function watchGaps() {
  let worst = { ms: 0, ran: NaN, waited: NaN };
  let mostRan = 0;
  let last = performance.now();
  let lastSched = readSched?.() ?? [];
  const timer = setInterval(() => {
    const now = performance.now();
    const sched = readSched?.() ?? [];
    const ran = (sched[0]! - lastSched[0]!) / 1e6;
    mostRan = Math.max(mostRan, ran);
    if (now - last > worst.ms) worst = { ms: now - last, ran, waited: (sched[1]! - lastSched[1]!) / 1e6 };
    last = now;
    lastSched = sched;
  }, 5);
  return () => {
    clearInterval(timer);
    return readSched ? `${worst.ms.toFixed(0)}: ran ${worst.ran.toFixed(0)}, waited for a core ${worst.waited.toFixed(0)} | ${mostRan.toFixed(0)}` : `${worst.ms.toFixed(0)} | -`;
  };
}

await sendBalances(1); // warm-up: the pool's thread starts and compiles the optimizer
console.log(`\n### Event loop during six 5,000-row balances (${url ? 'PostgreSQL' : 'embedded'}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)})\n`);
console.log('| round | worst stall ms | p99 delay ms | longest gap between 5 ms ticks, ms | most the request thread ran between two ticks, ms | all six answered in s | statuses |\n| --- | --- | --- | --- | --- | --- | --- |');
for (let round = 1; round <= rounds; round += 1) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const started = performance.now();
  const stopWatching = watchGaps();
  loop.enable();
  const statuses = await sendBalances(6);
  loop.disable();
  const gap = stopWatching();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`| ${round} | ${(loop.max / 1e6).toFixed(0)} | ${(loop.percentile(99) / 1e6).toFixed(0)} | ${gap} | ${seconds} | ${statuses.join(', ')} |`);
}

server.close();
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
process.exit(0);
