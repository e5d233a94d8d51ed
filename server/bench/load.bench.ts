// `npm run bench:load`: the real app on 127.0.0.1 (embedded database, or PostgreSQL when
// DATABASE_URL is set), autocannon against three kinds of request while six 5,000-row
// balances run, then the health stall during a 5,000-player save. Bounded: ~30 s in all.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../src/testing/league-fixtures.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', BALANCE_RATE_LIMIT: '1000', RATE_LIMIT_PREFIX: `bench-${Date.now()}`, ...(url ? { DATABASE_URL: url } : {}) });
const app = createApp({ db: database.prisma, config, logger: createLogger('silent') });
const server = app.listen(0, '127.0.0.1');
// Longer than any pause in the run, so the fetch pool never reuses a socket the server just closed.
server.keepAliveTimeout = 120_000;
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// Arrange: a league with 20 teams of 10 players, a quiz a referee administrator may retake.
const db = database.prisma;
const admin = await createUser(db, { userType: 'admin' });
const manager = await createUser(db, { userType: 'referee_admin', leagueId: admin.leagueId });
const division = await createDivision(db, admin.leagueId);
const skill = await createSkill(db, division.id, { name: 'Shooting' });
for (let t = 0; t < 20; t += 1) {
  const team = await createTeam(db, division.id, admin.leagueId, { name: `Team ${t + 1}` });
  await db.player.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ name: `P${t}-${i}`, divisionId: division.id, leagueId: admin.leagueId, teamId: team.id })) });
}
await createPlayer(db, division, { ratings: { [skill.id]: 5 } });
const quiz = await db.quiz.create({
  data: { title: 'Bench quiz', status: 'active', timeLimitMinutes: 10, passingScore: 60, leagueId: admin.leagueId, questions: { create: [{ questionText: 'Shot clock 24 s.', questionType: 'true_false', options: [], correctAnswer: 'true', explanation: 'Art. 29', ruleReference: 'Art. 29', order: 1, leagueId: admin.leagueId }] } },
  include: { questions: true },
});
const questionId = quiz.questions[0]!.id;

const csv = ['name,shooting,region', ...Array.from({ length: 5000 }, (_, i) => `Player ${i + 1},${(i * 7) % 11},${'NSEWC'[i % 5]}`)].join('\n');
function balanceOnce(seed: number) {
  const form = new FormData();
  const fields = { league_id: admin.leagueId, division_id: division.id, number_of_teams: 20, skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }), selected_skills: JSON.stringify([skill.id]), seed, region_column: 'region' };
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  const started = performance.now();
  return fetch(`${base}/api/players/balanced_teams/`, { method: 'POST', headers: admin.auth, body: form }).then(async (r) => {
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - started };
  });
}

const json = { 'content-type': 'application/json' };
const runs = {
  'GET /api/teams/': { url: `${base}/api/teams/?division=${division.id}`, headers: admin.auth },
  'quiz start + submit': {
    url: base,
    headers: { ...manager.auth, ...json },
    requests: [
      {
        method: 'POST' as const,
        path: `/api/quizzes/${quiz.id}/start/`,
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          context.attemptId = (JSON.parse(body) as { attempt?: { id: number } }).attempt?.id;
        },
      },
      {
        method: 'PATCH' as const,
        setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => ({ ...req, path: `/api/quizzes/attempts/${context.attemptId}/submit/`, body: JSON.stringify({ answers: { [questionId]: 'true' } }) }),
      },
    ],
  },
  'GET /api/health/': { url: `${base}/api/health/` },
};

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };
const rows: Row[] = [];
const balances = Promise.all(Array.from({ length: 6 }, (_, i) => balanceOnce(i + 1)));
await Promise.all(
  Object.entries(runs).map(async ([name, options]) => {
    const result = await autocannon({ ...(options as autocannon.Options), connections: 2, duration: seconds });
    rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
  }),
);
const balanced = await balances;

// The embedded database's stall: health pings while one 5,000-player roster is saved.
const roster = { league_id: admin.leagueId, division_id: division.id, replace: true, teams: Array.from({ length: 20 }, (_, t) => ({ team_name: `Saved ${t + 1}`, players: Array.from({ length: 250 }, (_, i) => ({ name: `S${t}-${i}`, ratings: { [skill.id]: i % 10 } })) })) };
const pings: number[] = [];
let saving = true;
const save = (async () => {
  const started = performance.now();
  const r = await fetch(`${base}/api/players/persist_teams/`, { method: 'POST', headers: { ...admin.auth, ...json, connection: 'close' }, body: JSON.stringify(roster) });
  await r.arrayBuffer();
  saving = false;
  return { status: r.status, ms: performance.now() - started };
})();
while (saving) {
  const started = performance.now();
  await (await fetch(`${base}/api/health/`, { headers: { connection: 'close' } })).arrayBuffer();
  pings.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const saved = await save;

const f = (n: number) => n.toFixed(0);
console.log(`\n### Load during six 5,000-row balances (${url ? 'PostgreSQL' : 'embedded PGlite'}, ${seconds} s, 2 connections each)\n`);
console.log('| request | req/s | p50 ms | p99 ms | errors | non-2xx |\n| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows.sort((a, b) => a.name.localeCompare(b.name))) console.log(`| ${r.name} | ${r.rps.toFixed(1)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${r.non2xx} |`);
console.log(`\nBalances: ${balanced.map((b) => `${b.status} in ${(b.ms / 1000).toFixed(1)} s`).join(', ')}`);
const health = rows.find((r) => r.name === 'GET /api/health/')!;
console.log(`Health p99 ${f(health.p99)} ms: target < 50 ms ${health.p99 < 50 ? 'met' : 'NOT met'}.`);
const sorted = [...pings].sort((a, b) => a - b);
console.log(`5,000-player save: ${saved.status} in ${(saved.ms / 1000).toFixed(1)} s; health during it: ${pings.length} pings, max ${f(sorted.at(-1) ?? 0)} ms, p99 ${f(sorted[Math.floor(sorted.length * 0.99)] ?? 0)} ms.`);

server.close();
await database.close();
process.exit(0);
