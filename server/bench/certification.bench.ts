import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createUser } from '../src/testing/factories.js';
import { generateCertificateCode } from '../src/modules/certification/certificate-code.js';
import { buildCertificatePdf } from '../src/modules/certification/certificate-pdf.js';

// `npm run bench:certification`: the assignors' eligibility list for 300 certified referees (of
// 330 in the league) through the real app on the embedded database, and 100 certificate PDFs.
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);
const certified = 300;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.prisma;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const manager = await createUser(db, { userType: 'referee_admin' });
  const level = await db.certificationLevel.create({ data: { leagueId: manager.leagueId, name: 'Youth', validityDays: 365 } });
  const referees = await db.user.createManyAndReturn({
    data: Array.from({ length: certified + 30 }, (_, i) => ({ username: `bench_ref_${i}_${Date.now()}`, passwordHash: 'x', firstName: `Ref${i}`, lastName: `Bench${i}`, userType: 'referee' as const, leagueId: manager.leagueId })),
  });
  await db.certificateRecord.createMany({
    data: referees.slice(0, certified).map((r) => ({ code: generateCertificateCode(), leagueId: manager.leagueId, levelId: level.id, userId: r.id, validFrom: new Date('2027-01-01'), validUntil: new Date('2027-12-31') })),
  });
  console.log(`${certified} certified referees, embedded PostgreSQL (PGlite), ${runs} runs after 3 warm-ups\n`);
  console.log('| case | median ms | p95 ms |');
  console.log('|---|---|---|');
  for (const format of ['json', 'csv']) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const res = await request(app).get('/api/referees/eligibility/').query({ level: level.id, on: '2027-06-01', format }).set(manager.auth);
      if (res.status !== 200) throw new Error(`eligibility answered ${res.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| GET eligibility ${format} (${certified} rows) | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
  }
  const pdfTimes: number[] = [];
  const allStarted = performance.now();
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    const code = generateCertificateCode();
    await buildCertificatePdf({ name: `Referee ${i}`, level: 'Youth', edition: '2024', league: 'Bench League', validFrom: '2027-01-01', validUntil: '2027-12-31', code, verifyUrl: `https://league.example.org/verify/${code}` });
    pdfTimes.push(performance.now() - started);
  }
  const total = performance.now() - allStarted;
  pdfTimes.sort((a, b) => a - b);
  console.log(`| one certificate PDF with QR code (of 100) | ${percentile(pdfTimes, 50).toFixed(1)} | ${percentile(pdfTimes, 95).toFixed(1)} |`);
  console.log(`\n100 certificate PDFs in ${(total / 1000).toFixed(2)} s`);
  await database.close();
}

await main();
