import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { recomputeComposites } from '../src/lib/db/recompute-composites.js';
import { createLogger } from '../src/lib/logger.js';
import { regionCodes, weekdayCodes } from '@league/contract';
import { createAdminInNewLeague } from '../src/testing/factories.js';
import { benchTradeCandidates } from './trade-candidates.bench.js';

// `npm run bench:lists`: the list endpoints through the real app on the embedded database,
// for one division of 500 players on 20 teams. Prints median and p95 over `--runs=N` runs.
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);
const playerCount = 500;
const teamCount = 20;

// A small deterministic generator, so every run seeds the same division.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['prisma']) {
  const admin = await createAdminInNewLeague(db);
  const season = await db.season.create({
    data: { name: 'Bench', year: 2026, startDate: new Date('2026-09-01'), endDate: new Date('2027-03-31'), leagueId: admin.leagueId },
  });
  const division = await db.division.create({ data: { name: 'U12 Bench', seasonId: season.id, leagueId: admin.leagueId } });
  const skills = await db.skill.createManyAndReturn({
    data: ['Shooting', 'Passing', 'Defense', 'Speed'].map((name, i) => ({ name, weight: i + 1, normalizationFactor: 10, divisionId: division.id })),
  });
  const teams = await db.team.createManyAndReturn({
    data: Array.from({ length: teamCount }, (_, i) => ({ name: `Team ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })),
  });
  const random = rng(42);
  const players = await db.player.createManyAndReturn({
    data: Array.from({ length: playerCount }, (_, i) => ({
      name: `Player ${String(i + 1).padStart(3, '0')} Benchmark`,
      email: `p${i}@example.org`,
      dateOfBirth: new Date(Date.UTC(2013 + (i % 3), i % 12, 1 + (i % 28))),
      heightCm: 135 + Math.round(random() * 40),
      additionalData: {
        region: regionCodes[i % regionCodes.length],
        unavailable_days: weekdayCodes.filter(() => random() < 0.15),
      },
      leagueId: admin.leagueId,
      divisionId: division.id,
      teamId: teams[i % teamCount]!.id,
    })),
  });
  await db.playerSkillRating.createMany({
    data: players.flatMap((p) => skills.map((s) => ({ playerId: p.id, skillId: s.id, rating: Math.round(random() * 100) / 10 }))),
  });
  await recomputeComposites(db, { divisionIds: [division.id] });
  return { admin, division, skills, somePlayer: players[250]!, otherTeamPlayer: players[251]! };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.prisma;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const { admin, division, skills, somePlayer, otherTeamPlayer } = await seed(db);
  // A fourth element is a JSON body: the case is then a POST.
  const cases: [string, string, Record<string, string | number>, object?][] = [
    ['GET teams/ (20 teams, summaries)', '/api/teams/', { division: division.id }],
    ['GET players/ (500 rows)', '/api/players/', { division: division.id }],
    ['GET players/{id}/trade_candidates/ k=10000', `/api/players/${somePlayer.id}/trade_candidates/`, { k: 10000 }],
    ['GET teams/export/ players + 4 skills', '/api/teams/export/', { division: division.id, scope: 'players', skill_ids: skills.map((s) => s.id).join(',') }],
    ['GET teams/export/ teams', '/api/teams/export/', { division: division.id, scope: 'teams' }],
    ['POST players/trade_preview/ (a swap)', '/api/players/trade_preview/', {}, { source_player_id: somePlayer.id, target_player_id: otherTeamPlayer.id }],
  ];
  console.log(`${playerCount} players on ${teamCount} teams, embedded PostgreSQL (PGlite), ${runs} runs after 3 warm-ups\n`);
  console.log('| endpoint | median ms | p95 ms |');
  console.log('|---|---|---|');
  for (const [label, path, query, body] of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const res = body ? await request(app).post(path).set(admin.auth).send(body) : await request(app).get(path).query(query).set(admin.auth);
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${res.text}`);
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
  }
  await database.close();
}

await main();
// Trade candidates on 5,000 and 50,000 players (issue 23, defect 2); `--skip-trades` leaves them out.
if (!process.argv.includes('--skip-trades')) await benchTradeCandidates();
