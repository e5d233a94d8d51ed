// `npm run bench:evaluation-load` (DATABASE_URL must name a PostgreSQL database; it is migrated
// and a new league is added): 15 evaluators x 200 players x 5 skills against the real app on
// 127.0.0.1 with truly concurrent requests. 13 evaluators send each player's five scores as they
// go; 2 were offline the whole time and send their 1,000 scores at once at the end (twice: the
// phone did not hear the first answer). Prints p50/p99 per kind of request and checks that every
// score is stored exactly once. Not a test: a measurement, on whatever machine runs it.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createSkill } from '../src/testing/league-fixtures.js';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL database (it is migrated, and a new league is added).');
  process.exit(1);
}
const playerCount = 200;
const evaluatorCount = 15;
const offlineCount = 2;
const skillCount = 5;

const database = await openDatabase({ kind: 'postgres', url }, { migrate: true });
const db = database.prisma;
const app = createApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', DATABASE_URL: url }), logger: createLogger('silent') });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

async function call(method: string, path: string, body: unknown, auth: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { data?: unknown; error?: string };
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return { data: json.data as never, ms: performance.now() - started };
}

// Arrange: a division of 200 players, an event, everyone checked in, 15 evaluators joined.
const admin = await createUser(db, { userType: 'admin' });
const division = await createDivision(db, admin.leagueId, { name: 'U12 load' });
const skills: { id: number }[] = [];
for (let s = 1; s <= skillCount; s++) skills.push(await createSkill(db, division.id, { name: `Skill ${s}` }));
await db.player.createMany({ data: Array.from({ length: playerCount }, (_, i) => ({ name: `Load player ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })) });
const players = await db.player.findMany({ where: { divisionId: division.id }, select: { id: true } });
const event = (await call('POST', '/evaluations/', { division_id: division.id, name: 'Load tryouts', scale: { min: 1, max: 5, step: 1 } }, admin.auth)).data as { id: number };
const bibs: number[] = [];
for (let i = 0; i < players.length; i += 20) {
  const slice = await Promise.all(players.slice(i, i + 20).map((p) => call('POST', `/evaluations/${event.id}/check_in/`, { player_id: p.id }, admin.auth)));
  for (const r of slice) bibs.push((r.data as { bib: number }).bib);
}
const phones = [];
for (let e = 0; e < evaluatorCount; e++) {
  const code = (await call('POST', `/evaluations/${event.id}/access_codes/`, {}, admin.auth)).data as { code: string };
  const joined = (await call('POST', '/evaluate/session/', { code: code.code, name: `Evaluator ${e + 1}` }, {})).data as { token: string };
  phones.push({ Authorization: `Token ${joined.token}` });
}

let made = 0;
const scoresOf = (e: number, bib: number) =>
  skills.map((skill) => ({ id: `load-${event.id}-${e}-${bib}-${skill.id}-${made++}`, bib, skill_id: skill.id, value: 1 + ((bib * 7 + e * 3 + skill.id) % 5), scored_at: new Date().toISOString() }));

// Online phones: each evaluator walks the field in its own order, one request per player.
const online: number[] = [];
const started = performance.now();
await Promise.all(
  phones.slice(0, evaluatorCount - offlineCount).map(async (auth, e) => {
    for (let k = 0; k < bibs.length; k++) {
      const bib = bibs[(k + e * 13) % bibs.length]!;
      online.push((await call('POST', '/evaluate/scores/', { scores: scoresOf(e, bib) }, auth)).ms);
    }
  }),
);
// The two offline phones come back and send everything at once, in slices of 500 (the most one request takes), twice.
const offline: number[] = [];
const queues = phones.slice(evaluatorCount - offlineCount).map((auth, k) => ({ auth, scores: bibs.flatMap((bib) => scoresOf(evaluatorCount - offlineCount + k, bib)) }));
const sends = queues.flatMap((q) => [0, 500].map((from) => ({ auth: q.auth, scores: q.scores.slice(from, from + 500) })));
await Promise.all([...sends, ...sends].map(async (s) => offline.push((await call('POST', '/evaluate/scores/', { scores: s.scores }, s.auth)).ms)));
const wallSeconds = (performance.now() - started) / 1000;

const stored = await db.evaluationScore.count({ where: { eventId: event.id } });
const coverageStart = performance.now();
await call('GET', `/evaluations/${event.id}/coverage/`, undefined, admin.auth);
const coverageMs = performance.now() - coverageStart;
const results = await call('GET', `/evaluations/${event.id}/results/?method=corrected`, undefined, admin.auth);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const fmt = (v: number) => v.toFixed(0);
const expected = evaluatorCount * playerCount * skillCount;
console.log(`Evaluation day load: ${evaluatorCount} evaluators x ${playerCount} players x ${skillCount} skills on PostgreSQL, ${fmt(wallSeconds)} s wall\n`);
console.log('| request | count | p50 ms | p99 ms | max ms |');
console.log('|---|---|---|---|---|');
console.log(`| POST evaluate/scores/, one player's 5 scores (13 phones at once) | ${online.length} | ${fmt(percentile(online, 50))} | ${fmt(percentile(online, 99))} | ${fmt(Math.max(...online))} |`);
console.log(`| POST evaluate/scores/, 500 scores from a phone back online (8 at once, each sent twice) | ${offline.length} | ${fmt(percentile(offline, 50))} | ${fmt(percentile(offline, 99))} | ${fmt(Math.max(...offline))} |`);
console.log(`| GET coverage/ after the day | 1 | ${fmt(coverageMs)} | | |`);
console.log(`| GET results/?method=corrected after the day | 1 | ${fmt(results.ms)} | | |`);
console.log(`\n${stored === expected ? 'PASS' : 'FAIL'} every score stored exactly once: ${stored} rows for ${expected} scores sent (the offline ones twice)`);
server.close();
await database.close();
