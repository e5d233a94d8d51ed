// Live draft streams under load (issues 36 and 38), for `npm run bench:load` and on its own as
// `npm run bench:draft-streams`: a 400-player draft on 20 teams; 200 coaches' pages joining at
// once; then 400 streams open while the admin pauses and resumes 30 times. The streams and the
// health prober run in threads of their own, so the server's event loop carries only the server.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Db } from '../src/lib/db/database.js';
import { createUser } from '../src/testing/factories.js';
import { createDivision, createTeam } from '../src/testing/league-fixtures.js';

// Opens `count` streams at once and counts the states each receives; answers when all have `states`.
const streamsSource = `
const http = require('node:http');
const { parentPort, workerData: { url, count, headers, nice } } = require('node:worker_threads');
// On Linux this lowers this thread alone: the readers stand in for phones elsewhere, so they take
// a core only when the server does not need it.
if (nice) require('node:os').setPriority(nice);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const seen = new Array(count).fill(0);
const requests = [];
let goal = 1;
const check = () => { if (seen.every((n) => n >= goal)) parentPort.postMessage({ type: 'reached', states: goal }); };
const started = Date.now();
const refused = [];
for (let i = 0; i < count; i += 1) {
  const req = http.get(url, { agent, headers }, (res) => {
    if (res.statusCode !== 200) { refused.push(res.statusCode); seen[i] = Infinity; res.resume(); check(); return; }
    let tail = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      const text = tail + chunk;
      let at = 0;
      while ((at = text.indexOf('event: state', at)) >= 0) { seen[i] += 1; at += 11; }
      tail = text.slice(-11);
      if (seen[i] >= goal) check();
    });
  });
  req.on('error', () => {});
  requests.push(req);
}
parentPort.on('message', (m) => {
  if (m.type === 'await') { goal = m.states; check(); }
  if (m.type === 'close') { for (const r of requests) r.destroy(); parentPort.postMessage({ type: 'closed', refused }); }
});
parentPort.postMessage({ type: 'started', ms: Date.now() - started });
`;

// The readers' CPU priority (0 to 19); BENCH_READERS_NICE=0 gives them the server's own, as before 2026-11-29.
const readersNice = Number(process.env.BENCH_READERS_NICE ?? 19);

// Two loops asking /api/health/ until told to stop; answers the latencies' p50, p99 and max.
const proberSource = `
const { parentPort, workerData: { url } } = require('node:worker_threads');
const times = [];
let running = true;
const loop = async () => { while (running) { const t = performance.now(); try { await (await fetch(url)).arrayBuffer(); } catch {} times.push(performance.now() - t); } };
const loops = [loop(), loop()];
parentPort.on('message', async () => {
  running = false;
  await Promise.all(loops);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  parentPort.postMessage({ count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0 });
});
`;

interface Health {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function startProber(base: string) {
  const worker = new Worker(proberSource, { eval: true, workerData: { url: `${base}/api/health/` } });
  return {
    stop: () =>
      new Promise<Health>((resolve) => {
        worker.once('message', (h: Health) => resolve(h));
        worker.postMessage('stop');
      }).finally(() => void worker.terminate()),
  };
}

function openStreams(url: string, count: number, headers: Record<string, string>) {
  const worker = new Worker(streamsSource, { eval: true, workerData: { url, count, headers, nice: readersNice } });
  const next = (type: string) => new Promise<{ type: string; refused?: number[] }>((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      worker.off('message', on);
      resolve(m);
    };
    worker.on('message', on);
  });
  return {
    /** Resolves when every stream has received `states` states (a refused stream counts as done). */
    reach: (states: number) => {
      const reached = next('reached');
      worker.postMessage({ type: 'await', states });
      return reached;
    },
    close: async () => {
      const closed = next('closed');
      worker.postMessage({ type: 'close' });
      const { refused = [] } = await closed;
      await worker.terminate();
      return refused;
    },
  };
}

const ms = (n: number) => n.toFixed(0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rssMb = () => (process.memoryUsage().rss / 1e6).toFixed(0);
// Fewer for a quick look at slow code (the code before issue 36 took about 30 s a control).
const controlCount = Number(process.env.BENCH_DRAFT_CONTROLS ?? 30);
const gc = (globalThis as { gc?: () => void }).gc;
const settle = async () => {
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc?.();
};

/** The app's settings for these rows: the caps raised, so one key can open 400 streams as in the audit. */
export const streamBenchConfig = { DRAFT_STREAMS_PER_KEY: '1000', DRAFT_STREAMS_PER_ADDRESS: '1000' };

type Figures = Awaited<ReturnType<typeof measureDraftStreams>>;

/** The rows these figures fill, with the figures before (issue 36's audit, issue 38's run) beside them. */
export function draftStreamRows(withPostgres: boolean) {
  const row = (key: keyof Figures, label: string, today: string, target: string) => ({ key, label, today, target, embedded: '-', postgres: withPostgres ? '-' : 'not run (no DATABASE_URL)' });
  return [
    row('joining', `200 coaches joining a draft stream at once (one key, caps raised; the readers' thread at CPU priority ${readersNice}, 19 the lowest)`, '212 joining: 8.8-21 s · health p99 up to 1,080 ms', 'all within 3 s · health p99 < 100 ms'),
    row('health', '/api/health/ p99 while 400 draft streams are open and the admin pauses and resumes 30 times', '3,400 ms', '< 100 ms'),
    row('controls', "the admin's pause or resume with 400 streams open", '32,400 ms median', ''),
    row('memory', 'resident memory of the process (MB), 400 streams', '942 with 400 open; 537 after closing (150 not reading)', ''),
  ];
}

/** The figures, each a cell of the load table. The app must allow 400 streams per key and address (`streamBenchConfig`). */
export async function measureDraftStreams(base: string, db: Db) {
  const admin = await createUser(db, { userType: 'admin' });
  const division = await createDivision(db, admin.leagueId);
  const teamIds = [];
  for (let t = 0; t < 20; t += 1) teamIds.push((await createTeam(db, division.id, admin.leagueId, { name: `Draft team ${t + 1}` })).id);
  await db.player.createMany({ data: Array.from({ length: 400 }, (_, i) => ({ name: `Draft player ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId, overallSkill: (i * 7) % 10 })) });
  const created = await fetch(`${base}/api/drafts/`, { method: 'POST', headers: { ...admin.auth, 'content-type': 'application/json' }, body: JSON.stringify({ division_id: division.id, order: 'snake', pick_seconds: 600, team_order: teamIds }) });
  const draft = (await created.json()) as { id: number; coaches: { key: string }[] };
  // A new draft waits for the admin's Start (decision 0187); pausing a waiting draft changes nothing.
  const started = await fetch(`${base}/api/drafts/${draft.id}/start/`, { method: 'POST', headers: admin.auth });
  if (!started.ok) throw new Error(`The draft did not start: ${started.status} ${await started.text()}`);
  const coachUrl = `${base}/api/drafts/${draft.id}/events/`;
  const coachHeaders = { Authorization: `Token ${draft.coaches[0]!.key}`, Accept: 'text/event-stream' };

  // 200 coaches' pages joining at once.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let prober = startProber(base);
  let start = performance.now();
  const busyBefore = performance.eventLoopUtilization();
  let streams = openStreams(coachUrl, 200, coachHeaders);
  await streams.reach(1);
  const joinMs = performance.now() - start;
  // The server thread's own busy time, which the other threads' share of the two cores blurs less than the wall time.
  const busy = performance.eventLoopUtilization(busyBefore).active;
  let health = await prober.stop();
  loop.disable();
  const joinRefused = await streams.close();
  const joining = `all ${200 - joinRefused.length} connected in ${ms(joinMs)} ms · health p99 ${ms(health.p99)} ms (max ${ms(health.max)}, ${health.count} probes) · worst event-loop stall ${ms(loop.max / 1e6)} ms · server thread busy ${ms(busy)} ms`;

  // 400 streams open; the admin pauses and resumes 30 times (BENCH_DRAFT_CONTROLS), each change reaching every stream.
  await settle();
  const rssBefore = rssMb();
  streams = openStreams(coachUrl, 400, coachHeaders);
  await streams.reach(1);
  prober = startProber(base);
  const controls: number[] = [];
  const delivered: number[] = [];
  for (let i = 0; i < controlCount; i += 1) {
    start = performance.now();
    const res = await fetch(`${base}/api/drafts/${draft.id}/${i % 2 === 0 ? 'pause' : 'resume'}/`, { method: 'POST', headers: admin.auth });
    if (!res.ok) throw new Error(`The admin's ${i % 2 === 0 ? 'pause' : 'resume'} was refused: ${res.status} ${await res.text()}`);
    controls.push(performance.now() - start);
    await streams.reach(i + 2);
    delivered.push(performance.now() - start);
  }
  health = await prober.stop();
  const rssOpen = rssMb();
  await streams.close();
  await settle();
  const rssClosed = rssMb();
  return {
    joining,
    controls: `${ms(median(controls))} ms median (max ${ms(Math.max(...controls))}); every stream had it ${ms(median(delivered))} ms median after the click`,
    health: `${ms(health.p99)} ms (p50 ${ms(health.p50)}, max ${ms(health.max)}, ${health.count} probes)`,
    memory: `${rssBefore} before · ${rssOpen} with 400 open · ${rssClosed} after they closed`,
  };
}
