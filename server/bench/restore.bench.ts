import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { recordRosterVersion } from '../src/modules/rosters/index.js';
import { createAdminInNewLeague } from '../src/testing/factories.js';

// `npm run bench:restore`: restoring a 2,000-player version (20 teams) through the real app on
// the embedded database. Two recorded versions differ for ~95% of players; each run restores the
// other one, so every restore moves nearly everyone. Target (issue 13): under 1 s.
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 6);
const playerCount = 2000;
const teamCount = 20;

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.prisma;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const admin = await createAdminInNewLeague(db);
  const season = await db.season.create({ data: { name: 'Bench', year: 2026, startDate: new Date('2026-09-01'), endDate: new Date('2027-03-31'), leagueId: admin.leagueId } });
  const division = await db.division.create({ data: { name: 'U12 Bench', seasonId: season.id, leagueId: admin.leagueId } });
  const teams = await db.team.createManyAndReturn({ data: Array.from({ length: teamCount }, (_, i) => ({ name: `Team ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })) });
  const players = await db.player.createManyAndReturn({
    data: Array.from({ length: playerCount }, (_, i) => ({ name: `Player ${i + 1}`, leagueId: admin.leagueId, divisionId: division.id, teamId: teams[i % teamCount]!.id })),
  });
  const ctx = { user: { id: admin.id, username: admin.username, userType: 'admin' as const, leagueId: admin.leagueId, tokenId: 0 }, leagueId: admin.leagueId };
  await db.$transaction((tx) => recordRosterVersion(tx, ctx, division.id, 'save', 'Bench roster.'), { timeout: 60_000 });
  // Shift everyone one team on (a different team for every player), then record that too.
  for (let t = 0; t < teamCount; t += 1) {
    const ids = players.filter((_, i) => i % teamCount === t).map((p) => p.id);
    await db.player.updateMany({ where: { id: { in: ids } }, data: { teamId: teams[(t + 1) % teamCount]!.id } });
  }
  await db.$transaction((tx) => recordRosterVersion(tx, ctx, division.id, 'trade', 'Bench shuffle.'), { timeout: 60_000 });

  console.log(`Restore of a ${playerCount}-player version (${teamCount} teams), embedded PostgreSQL (PGlite), ${runs} runs\n`);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await request(app).post(`/api/divisions/${division.id}/history/${(i % 2) + 1}/restore/`).set(admin.auth);
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`restore answered ${res.status}: ${res.text}`);
    times.push(elapsed);
    console.log(`run ${i + 1}: restored ${res.body.restored} players in ${elapsed.toFixed(0)} ms`);
  }
  times.sort((a, b) => a - b);
  console.log(`\nmedian ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms (target: under 1000 ms)`);
  await database.close();
}

await main();
