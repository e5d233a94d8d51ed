import { randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createQuizLeague, createQuizRow } from '../src/modules/quizzes/__tests__/quiz-fixtures.js';

// `npm run bench:media`: parallel uploads of one large clip each (POST quizzes/questions/{id}/media/)
// through the real app listening on 127.0.0.1, the file streamed from disk as a browser sends it.
// Prints the server process's peak memory above its idle level (sampled every 20 ms), the wall
// time, the answers, and the slowest GET /api/health/ meanwhile (probed every 100 ms).
// DATABASE_URL=postgresql://... runs it on PostgreSQL, otherwise on the embedded database.
const uploads = Number(process.argv.find((a) => a.startsWith('--uploads='))?.split('=')[1] ?? 4);
const megabytes = Number(process.argv.find((a) => a.startsWith('--mb='))?.split('=')[1] ?? 60);
const boundary = 'BenchBoundary';

async function writeClip(file: string): Promise<void> {
  const out = createWriteStream(file);
  // An MP4 "ftyp" box first, so the file is read as a clip; random bytes after it.
  out.write(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]));
  for (let i = 0; i < megabytes; i += 1) out.write(randomFillSync(Buffer.alloc(1024 * 1024)));
  await new Promise((resolve) => out.end(resolve));
}

function upload(port: number, questionId: number, token: string, file: string, size: number): Promise<number> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="alt_text"\r\n\r\nA referee signal\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let answered = 0;
    const req = http.request(
      {
        port, method: 'POST', path: `/api/quizzes/questions/${questionId}/media/`,
        headers: { Authorization: `Token ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + size + tail.length },
      },
      (res) => {
        answered = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => resolve(answered));
      },
    );
    // A refusal answered before the body was read closes the connection while the file is still sent.
    req.on('error', (error) => (answered ? resolve(answered) : reject(error)));
    req.write(head);
    const body = createReadStream(file);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

function probeHealth(port: number) {
  let worst = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await new Promise<void>((resolve) => http.get({ port, path: '/api/health/' }, (res) => res.resume().on('end', () => resolve())).on('error', () => resolve()));
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return worst;
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const server = createApp({ db: database.prisma, config, logger: createLogger('silent') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const { manager, leagueId } = await createQuizLeague(database.prisma);
  await database.prisma.quizMediaSettings.create({ data: { leagueId, maxMediaMb: megabytes + 1 } });
  const quiz = await createQuizRow(database.prisma, leagueId, { status: 'draft' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'media-bench-'));
  const file = path.join(dir, 'clip.mp4');
  await writeClip(file);
  const { size } = await stat(file);

  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const peaks = { heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    for (const key of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[key] = Math.max(peaks[key], now[key]);
  }, 20);
  const stopProbe = probeHealth(port);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: uploads }, (_, i) => upload(port, quiz.questions[i % quiz.questions.length]!.id, manager.token, file, size)));
  const elapsed = performance.now() - started;
  const worstHealth = await stopProbe();
  clearInterval(sampler);

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`${uploads} parallel uploads of a ${megabytes} MB clip, ${url ? 'PostgreSQL' : 'embedded PostgreSQL (PGlite)'}, load ${os.loadavg()[0]!.toFixed(1)}\n`);
  console.log('| answers | server memory above idle (peak) | wall time | slowest health |');
  console.log('|---|---|---|---|');
  console.log(`| ${statuses.join(', ')} | ${mb(peak - idle)} MB (idle ${mb(idle)} MB) | ${(elapsed / 1000).toFixed(1)} s | ${worstHealth.toFixed(0)} ms |`);
  console.log(`\npeaks: heap ${mb(peaks.heapUsed)} MB, external ${mb(peaks.external)} MB, array buffers ${mb(peaks.arrayBuffers)} MB`);
  await rm(dir, { recursive: true, force: true });
  server.close();
  await database.close();
}

await main();
