import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { sharedWorkerPool } from '../src/lib/worker-pool.js';
import { maxDivisionPlayers, regionCodes, weekdayCodes } from '@league/contract';
import { createAdminInNewLeague } from '../src/testing/factories.js';

// Part of `npm run bench:lists`: GET players/{id}/trade_candidates/ on one division of 5,000
// and of 50,000 players (20 teams, 1 in 100 unassigned, groups and apart keys), on the embedded
// database. Latency is the median of the runs; the stall is the request thread's worst
// event-loop delay during them (what /api/health/ waits). Baselines: issue 23, defect 2.
const baseline: Record<number, string> = {
  5000: '1.0-1.8 s, loop blocked throughout',
  // Issue 23, then decision 0031 (ranked in a worker), then the audit of issue 36.
  50000: '24-65 s, /api/health/ blocked throughout; 5.7-14.7 s, stall 0.6-1.8 s (0031); 16.5 s, health 2.6 s (issue 36)',
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

async function seedDivision(db: Awaited<ReturnType<typeof openDatabase>>['prisma'], playerCount: number) {
  const admin = await createAdminInNewLeague(db);
  const season = await db.season.create({
    data: { name: 'Bench', year: 2026, startDate: new Date('2026-09-01'), endDate: new Date('2027-03-31'), leagueId: admin.leagueId },
  });
  const division = await db.division.create({ data: { name: `Trades ${playerCount}`, seasonId: season.id, leagueId: admin.leagueId } });
  const teams = await db.team.createManyAndReturn({
    data: Array.from({ length: 20 }, (_, i) => ({ name: `Team ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })),
  });
  const random = rng(42);
  const ids: { id: number; teamId: number | null }[] = [];
  for (let start = 0; start < playerCount; start += 5000) {
    const made = await db.player.createManyAndReturn({
      select: { id: true, teamId: true },
      data: Array.from({ length: Math.min(5000, playerCount - start) }, (_, j) => {
        const i = start + j;
        return {
          name: `Player ${String(i).padStart(5, '0')} Benchmark`,
          leagueId: admin.leagueId,
          divisionId: division.id,
          teamId: i % 100 === 99 ? null : teams[i % 20]!.id,
          overallSkill: Math.round(random() * 1000) / 100,
          heightCm: 135 + Math.round(random() * 40),
          additionalData: {
            region: regionCodes[i % regionCodes.length],
            unavailable_days: weekdayCodes.filter(() => random() < 0.15),
            ...(i % 50 === 10 ? { group: `family ${i}` } : i % 50 === 30 ? { group: `family ${i - 20}` } : {}),
            ...(i % 70 === 5 ? { apart: `twins ${Math.floor(i / 140)}` } : {}),
          },
        };
      }),
    });
    ids.push(...made);
  }
  const assigned = ids.find((p, i) => i >= playerCount / 2 && p.teamId !== null)!;
  const unassigned = ids.find((p, i) => i >= playerCount / 2 && p.teamId === null)!;
  return { admin, assigned, unassigned };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchTradeCandidates(sizes = [5000, 50000]) {
  console.log('\nGET players/{id}/trade_candidates/, embedded database, one division on 20 teams\n');
  console.log('| players | query | median ms | worst event-loop stall ms | runs | before (issue 23) |');
  console.log('|---|---|---|---|---|---|');
  for (const playerCount of sizes) {
    const database = await openDatabase({ kind: 'pglite' });
    const db = database.prisma;
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
    const app = createApp({ db, config, logger: createLogger('silent'), workers: sharedWorkerPool(config) });
    const { admin, assigned, unassigned } = await seedDivision(db, playerCount);
    const runs = playerCount > 10_000 ? 3 : 7;
    const cases: [string, number, Record<string, number>][] = [
      ['k=10, player on a team', assigned.id, { k: 10 }],
      ['k=10000 (Edit Teams), player on a team', assigned.id, { k: 10000 }],
      ['k=10000 (Edit Teams), unassigned player', unassigned.id, { k: 10000 }],
    ];
    for (const [label, playerId, query] of cases) {
      const times: number[] = [];
      let stall = 0;
      for (let i = 0; i < runs + 1; i += 1) {
        const delay = monitorEventLoopDelay({ resolution: 5 });
        delay.enable();
        const started = performance.now();
        const res = await request(app).get(`/api/players/${playerId}/trade_candidates/`).query(query).set(admin.auth);
        const elapsed = performance.now() - started;
        delay.disable();
        // Above the division limit the answer is a refusal, before the division is read (decision 0109).
        const expected = playerCount > maxDivisionPlayers ? 409 : 200;
        if (res.status !== expected) throw new Error(`${label} answered ${res.status}: ${res.text}`);
        // The first run starts the worker thread; it is a warm-up.
        if (i === 0) continue;
        times.push(elapsed);
        stall = Math.max(stall, delay.max / 1e6);
      }
      const answer = playerCount > maxDivisionPlayers ? ' (refused, 409)' : '';
      console.log(`| ${playerCount.toLocaleString('en')} | ${label}${answer} | ${median(times).toFixed(0)} | ${stall.toFixed(0)} | ${runs} | ${baseline[playerCount] ?? ''} |`);
    }
    await database.close();
  }
  await sharedWorkerPool({}).close();
}
