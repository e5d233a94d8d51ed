// `npm run bench:load`: the real app on 127.0.0.1, on the embedded database and, when
// DATABASE_URL is set, on that PostgreSQL too, printed side by side with the figures of
// issue 23 (before the embedded database moved into a worker thread). Bounded: about
// 8 × BENCH_SECONDS per database. autocannon runs in its own thread, so the server's event
// loop only carries the server.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createSkill, createTeam } from '../src/testing/league-fixtures.js';
import { importBankSize, importFileSize, measureCheckScaling, measureImportLoad } from './load/question-import-section.js';
import { draftStreamRows, measureDraftStreams, streamBenchConfig } from './draft-streams-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const url = process.env.DATABASE_URL;
const gc = (globalThis as { gc?: () => void }).gc;
// `-- --only=<section>` (or BENCH_ONLY=<section>) measures one section alone, minutes instead of
// ten on a shared machine: `teams` (the team list's rows), `question-import`, `previews` (health
// during six 5,000-player previews).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;

type Cell = string;
const rows: { label: string; today: Cell; target: Cell; embedded: Cell; postgres: Cell }[] = [];
function record(label: string, today: Cell, target: Cell) {
  const row = { label, today, target, embedded: '-', postgres: url ? '-' : 'not run (no DATABASE_URL)' };
  rows.push(row);
  return row;
}
const memoryRow = record('resident memory at rest, embedded (MB)', '878', '< 400');
const loadRows = {
  teams10: record('GET teams/, 10 connections: req/s · p99 ms · timeouts', '23-40 · 490-800 ms', ''),
  teams50: record('GET teams/, 50 connections: req/s · p99 ms · timeouts', '26-38 · 1,600-7,000 ms · timeouts (PostgreSQL 85-104 · 855-975 ms)', '≥ 130-190 · < 250 ms · 0'),
  players10: record('GET players/, 10 connections: req/s · p99 ms · timeouts', '23-70 (all reads)', ''),
  players50: record('GET players/, 50 connections: req/s · p99 ms · timeouts', '23-70 (all reads) · timeouts', '≥ 5× today · < 250 ms · 0'),
  teamsCpu: record('CPU ms per GET teams/, 100 one after another (whole process: embedded includes the database thread)', '~10 (PostgreSQL)', ''),
  playersCpu: record('CPU ms per GET players/ (600 players), 100 one after another', '-', ''),
  revalidated: record('GET teams/ unchanged (If-None-Match → 304), 50 connections', 'no ETag', ''),
  health: record('/api/health/ p99 ms during six 5,000-row balances', 'multi-second', '< 50'),
  stall: record('worst event-loop stall during the balances (ms)', '1,700', '< 100'),
};
const importRow = record(
  `/api/health/ p99 ms while a ${importFileSize.toLocaleString('en')}-question GIFT file previews into a ${importBankSize.toLocaleString('en')}-question bank (the preview's own time)`,
  '35,100 (preview 36,900 ms; issue 36 audit, 2,000 into 4,041)',
  '< 100',
);
const scalingRow = record(
  `CPU ms of the near-duplicate check alone, ${importFileSize.toLocaleString('en')} questions into banks of 1,000 · 4,000 · 16,000 (this thread, no database)`,
  'pairwise, on the first bank: see the embedded column',
  'grows with the file, not file × bank',
);
const streamRows = draftStreamRows(Boolean(url));
rows.push(...streamRows);

// The six uploads are sent from a thread of their own: building six multipart bodies and
// reading six 1 MB answers on this thread would count the bench's own work as the server's stall.
const balancesSource = `
const { parentPort, workerData: { url, auth, fields, csv } } = require('node:worker_threads');
Promise.all([1, 2, 3, 4, 5, 6].map(async (seed) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, seed })) form.append(k, String(v));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  const r = await fetch(url, { method: 'POST', headers: auth, body: form });
  await r.arrayBuffer();
  return r.status;
})).then((statuses) => parentPort.postMessage(statuses));
`;
function runBalancesElsewhere(workerData: { url: string; auth: Record<string, string>; fields: Record<string, unknown>; csv: string }): Promise<number[]> {
  const worker = new Worker(balancesSource, { eval: true, workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (statuses: number[]) => resolve(statuses));
    worker.once('error', reject);
  }).finally(() => void worker.terminate()) as Promise<number[]>;
}

interface Target {
  column: 'embedded' | 'postgres';
  open: () => Promise<Database>;
}

async function measure({ column, open }: Target) {
  const database = await open();
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', BALANCE_RATE_LIMIT: '1000', RATE_LIMIT_PREFIX: `bench-${Date.now()}`, ...streamBenchConfig, ...(url ? { DATABASE_URL: url } : {}) });
  const app = createApp({ db: database.prisma, config, logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  // Longer than any pause in the run, so the fetch pool never reuses a socket the server just closed.
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!only || only === 'question-import') {
    const load = await measureImportLoad(database.prisma, base);
    const { status, ms, duplicates, imported } = load.upload;
    if (column === 'embedded') {
      const scaling = measureCheckScaling([1000, 4000, 16000]);
      scalingRow.embedded = `indexed ${scaling.indexed} · pairwise ${scaling.pairwise}`;
    }
    importRow[column] = `${load.healthP99} (${load.restP99} at rest before it; preview ${ms.toFixed(0)} ms, ${imported} read, ${duplicates} near duplicates${status === 201 ? '' : `, status ${status}`}; ${load.healthRequests} health requests; longest stall ${load.stallMs.toFixed(0)} ms)`;
  }
  if (only && only !== 'teams' && only !== 'previews') {
    server.close();
    await database.close();
    return;
  }

  if (column === 'embedded') {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    gc?.();
    memoryRow.embedded = (process.memoryUsage().rss / 1e6).toFixed(0) + (gc ? '' : ' (run with --expose-gc for a settled figure)');
  }

  // Arrange: a league with 20 teams of 30 players (600), as in the issue's run.
  const db = database.prisma;
  const admin = await createUser(db, { userType: 'admin' });
  const division = await createDivision(db, admin.leagueId);
  const skill = await createSkill(db, division.id, { name: 'Shooting' });
  for (let t = 0; t < 20; t += 1) {
    const team = await createTeam(db, division.id, admin.leagueId, { name: `Team ${t + 1}` });
    await db.player.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ name: `P${t}-${i}`, divisionId: division.id, leagueId: admin.leagueId, teamId: team.id })) });
  }

  const cannon = async (path: string, connections: number, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url: `${base}${path}`, headers: { ...admin.auth, ...headers }, connections, duration: seconds, timeout: 10, workers: 1 });
    return result;
  };
  const summary = (r: autocannon.Result) => `${r.requests.average.toFixed(0)} · ${r.latency.p99} ms · ${r.timeouts}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`;
  const teamsPath = `/api/teams/?division=${division.id}`;
  const playersPath = `/api/players/?division=${division.id}`;
  // CPU a request costs, which other engineers' work on the shared cores blurs less than req/s.
  const cpuPerRequest = async (path: string, count = 100) => {
    const get = async () => void (await (await fetch(`${base}${path}`, { headers: admin.auth })).arrayBuffer());
    for (let i = 0; i < 10; i += 1) await get();
    const start = process.cpuUsage();
    for (let i = 0; i < count; i += 1) await get();
    const used = process.cpuUsage(start);
    return ((used.user + used.system) / 1000 / count).toFixed(1);
  };
  if (only !== 'previews') {
    loadRows.teamsCpu[column] = `${await cpuPerRequest(teamsPath)} (load ${os.loadavg()[0]!.toFixed(1)})`;
    loadRows.teams10[column] = `${summary(await cannon(teamsPath, 10))} (load ${os.loadavg()[0]!.toFixed(1)})`;
    loadRows.teams50[column] = `${summary(await cannon(teamsPath, 50))} (load ${os.loadavg()[0]!.toFixed(1)})`;
    if (only === 'teams') {
      server.close();
      await database.close();
      return;
    }
    loadRows.playersCpu[column] = await cpuPerRequest(playersPath);
    loadRows.players10[column] = summary(await cannon(playersPath, 10));
    loadRows.players50[column] = summary(await cannon(playersPath, 50));
    const etag = (await fetch(`${base}${teamsPath}`, { headers: admin.auth })).headers.get('etag');
    if (etag) {
      const r = await cannon(teamsPath, 50, { 'if-none-match': etag });
      loadRows.revalidated[column] = `${r.requests.average.toFixed(0)} req/s · ${r.latency.p99} ms · ${r['3xx' as keyof autocannon.Result] as number} × 304`;
    } else loadRows.revalidated[column] = 'no ETag';
  }

  // Health and the event loop while six 5,000-row balances run (the optimizer's worker pool).
  const csv = ['name,shooting,region', ...Array.from({ length: 5000 }, (_, i) => `Player ${i + 1},${(i * 7) % 11},${'NSEWC'[i % 5]}`)].join('\n');
  const fields = { league_id: admin.leagueId, division_id: division.id, number_of_teams: 20, skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }), selected_skills: JSON.stringify([skill.id]), region_column: 'region' };
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const balances = runBalancesElsewhere({ url: `${base}/api/players/balanced_teams/`, auth: admin.auth, fields, csv });
  const health = await autocannon({ url: `${base}/api/health/`, connections: 2, duration: seconds, workers: 1 });
  const statuses = await balances;
  loop.disable();
  loadRows.health[column] = `${health.latency.p99}${statuses.every((s) => s === 200) ? '' : ` (balances: ${statuses.join(', ')})`}`;
  loadRows.stall[column] = (loop.max / 1e6).toFixed(0);

  if (only === 'previews') {
    server.close();
    await database.close();
    return;
  }
  const streams = await measureDraftStreams(base, db);
  for (const row of streamRows) row[column] = streams[row.key];

  server.close();
  await database.close();
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'league-bench-'));
try {
  await measure({ column: 'embedded', open: () => openDatabase({ kind: 'pglite', dataDir }) });
  if (url) await measure({ column: 'postgres', open: () => openDatabase({ kind: 'postgres', url }) });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\n### Load: 600 players on 20 teams, ${seconds} s a run, ${os.availableParallelism()} cores\n`);
console.log('| measure | today (issue 23) | target | embedded (PGlite in a worker) | PostgreSQL |\n| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.label} | ${r.today} | ${r.target} | ${r.embedded} | ${r.postgres} |`);
process.exit(0);
