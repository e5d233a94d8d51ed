// `npm run bench:evaluation-load`: an evening's evaluation day against the real app on 127.0.0.1
// with truly concurrent requests, on the embedded database in a freshly created data folder and,
// when DATABASE_URL is set, on that PostgreSQL too (it is migrated and a new league is added).
// 40 evaluators score 300 children on 4 skills, each child seen by 8 of them: 9,600 scores.
// 38 phones send a child's four scores as they go, 2 were offline and send their 240 at once
// (twice: the phone did not hear the first answer). Then the coverage board and the corrected
// results are read `READS` times each, one after another, as a busy desk does, and printed as
// p50/p99 beside the figures of issue 38. No one runs ANALYZE by hand. Not a test: a measurement.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createSkill } from '../src/testing/league-fixtures.js';

const url = process.env.DATABASE_URL;
const reads = Number(process.env.READS ?? 20);
const playerCount = 300;
const evaluatorCount = 40;
const offlineCount = 2;
const skillCount = 4;
const evaluatorsPerChild = 8;
const childrenPerEvaluator = (playerCount * evaluatorsPerChild) / evaluatorCount;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const fmt = (v: number) => v.toFixed(0);
const load = () => os.loadavg()[0]!.toFixed(1);

async function runDay(label: string, database: Database) {
  const db = database.prisma;
  const app = createApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', ...(url ? { DATABASE_URL: url } : {}) }), logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const call = async (method: string, route: string, body: unknown, auth: Record<string, string>) => {
    const started = performance.now();
    const res = await fetch(`${base}${route}`, { method, headers: { 'content-type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { data?: unknown; error?: string };
    if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${json.error}`);
    return { data: json.data as never, ms: performance.now() - started };
  };

  // Arrange: a division of 300 children, an event, everyone checked in, 40 evaluators joined.
  const admin = await createUser(db, { userType: 'admin' });
  const division = await createDivision(db, admin.leagueId, { name: 'U12 evening' });
  const skills: { id: number }[] = [];
  for (let s = 1; s <= skillCount; s++) skills.push(await createSkill(db, division.id, { name: `Skill ${s}` }));
  await db.player.createMany({ data: Array.from({ length: playerCount }, (_, i) => ({ name: `Child ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })) });
  const players = await db.player.findMany({ where: { divisionId: division.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const event = (await call('POST', '/evaluations/', { division_id: division.id, name: 'Evening tryouts', scale: { min: 1, max: 5, step: 1 } }, admin.auth)).data as { id: number };
  const bibs: number[] = [];
  for (let i = 0; i < players.length; i += 20) {
    const slice = await Promise.all(players.slice(i, i + 20).map((p) => call('POST', `/evaluations/${event.id}/check_in/`, { player_id: p.id }, admin.auth)));
    for (const r of slice) bibs.push((r.data as { bib: number }).bib);
  }
  const phones: Record<string, string>[] = [];
  for (let e = 0; e < evaluatorCount; e++) {
    const code = (await call('POST', `/evaluations/${event.id}/access_codes/`, {}, admin.auth)).data as { code: string };
    const joined = (await call('POST', '/evaluate/session/', { code: code.code, name: `Evaluator ${e + 1}` }, {})).data as { token: string };
    phones.push({ Authorization: `Token ${joined.token}` });
  }
  let made = 0;
  const scoresOf = (e: number, bib: number) =>
    skills.map((skill) => ({ id: `evening-${event.id}-${e}-${bib}-${skill.id}-${made++}`, bib, skill_id: skill.id, value: 1 + ((bib * 7 + e * 3 + skill.id) % 5), scored_at: new Date().toISOString() }));
  // Evaluator e sees the children of its court: a block of 60, eight evaluators to each child.
  const childrenOf = (e: number) => Array.from({ length: childrenPerEvaluator }, (_, k) => bibs[(e * childrenPerEvaluator + k) % bibs.length]!);

  const started = performance.now();
  const online: number[] = [];
  await Promise.all(
    phones.slice(0, evaluatorCount - offlineCount).map(async (auth, e) => {
      for (const bib of childrenOf(e)) online.push((await call('POST', '/evaluate/scores/', { scores: scoresOf(e, bib) }, auth)).ms);
    }),
  );
  const offline: number[] = [];
  const sends = phones.slice(evaluatorCount - offlineCount).map((auth, k) => ({ auth, scores: childrenOf(evaluatorCount - offlineCount + k).flatMap((bib) => scoresOf(evaluatorCount - offlineCount + k, bib)) }));
  await Promise.all([...sends, ...sends].map(async (s) => offline.push((await call('POST', '/evaluate/scores/', { scores: s.scores }, s.auth)).ms)));
  const wallSeconds = (performance.now() - started) / 1000;
  const stored = await db.evaluationScore.count({ where: { eventId: event.id } });

  const timesOf = async (route: string) => {
    const ms: number[] = [];
    for (let i = 0; i < reads; i++) ms.push((await call('GET', route, undefined, admin.auth)).ms);
    return ms;
  };
  const scoringLoad = load();
  const coverage = await timesOf(`/evaluations/${event.id}/coverage/`);
  const results = await timesOf(`/evaluations/${event.id}/results/?method=corrected`);
  server.close();
  const expected = evaluatorCount * childrenPerEvaluator * skillCount;
  return { label, online, offline, coverage, results, wallSeconds, stored, expected, scoringLoad, readLoad: load() };
}

const runs = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evening-'));
try {
  const embedded = await openDatabase({ kind: 'pglite', dataDir }, { migrate: true });
  runs.push(await runDay('embedded, fresh data folder', embedded));
  await embedded.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (url?.startsWith('postgres')) {
  const postgres = await openDatabase({ kind: 'postgres', url }, { migrate: true });
  runs.push(await runDay('PostgreSQL', postgres));
  await postgres.close();
}

console.log(`Evening evaluation day: ${evaluatorCount} evaluators, ${playerCount} children, ${skillCount} skills, ${evaluatorsPerChild} evaluators a child (${evaluatorCount * childrenPerEvaluator * skillCount} scores); ${reads} reads of each page after the day\n`);
console.log('| database | request | count | p50 ms | p99 ms | issue 38 before | target | load average (1 min) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of runs) {
  const before = r.label.startsWith('embedded') ? '2,300-7,900 ms a read' : '2,300-4,800 ms a read';
  console.log(`| ${r.label} | POST evaluate/scores/, one child's 4 scores (38 phones at once) | ${r.online.length} | ${fmt(percentile(r.online, 50))} | ${fmt(percentile(r.online, 99))} | | | ${r.scoringLoad} |`);
  console.log(`| ${r.label} | POST evaluate/scores/, 240 scores of a phone back online (4 at once) | ${r.offline.length} | ${fmt(percentile(r.offline, 50))} | ${fmt(percentile(r.offline, 99))} | | | ${r.scoringLoad} |`);
  console.log(`| ${r.label} | GET coverage/ after the day | ${r.coverage.length} | ${fmt(percentile(r.coverage, 50))} | ${fmt(percentile(r.coverage, 99))} | ${before} | p50 < 300, p99 < 1,000 | ${r.readLoad} |`);
  console.log(`| ${r.label} | GET results/?method=corrected after the day | ${r.results.length} | ${fmt(percentile(r.results, 50))} | ${fmt(percentile(r.results, 99))} | ${before} | p50 < 300, p99 < 1,000 | ${r.readLoad} |`);
}
console.log('');
for (const r of runs) console.log(`${r.stored === r.expected ? 'PASS' : 'FAIL'} ${r.label}: every score stored exactly once: ${r.stored} rows for ${r.expected} scores sent (the offline ones twice); the day took ${fmt(r.wallSeconds)} s`);
