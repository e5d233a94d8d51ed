import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createAdminInNewLeague } from '../src/testing/factories.js';

// `npx tsx bench/people-import.bench.ts`: importing a 5,000-row registration export (LeagueApps
// headers, households by parent email, one skill rating) through the real app on the embedded
// database: dry run, write, then the same export again (dry run and write: all registered).
const rows = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 5000);

function exportCsv(count: number): string {
  const lines = ['PlayerID,First Name,Last Name,Birthdate,Gender,Parent 1 Email,Parent 1 Mobile Phone Number,Rating'];
  for (let i = 0; i < count; i += 1) {
    const family = Math.floor(i / 2);
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(`LA-${i},Kid${i},Family${family},${month}/${day}/${2014 + (i % 4)},${i % 2 ? 'M' : 'F'},parent${family}@example.org,555-${String(family).padStart(4, '0')},${(i % 10) + 1}`);
  }
  return lines.join('\n');
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.prisma;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const admin = await createAdminInNewLeague(db);
  const season = await db.season.create({ data: { name: 'Bench', year: 2026, startDate: new Date('2026-09-01'), endDate: new Date('2027-03-31'), leagueId: admin.leagueId } });
  const division = await db.division.create({ data: { name: 'U12 Bench', seasonId: season.id, leagueId: admin.leagueId } });
  const skill = await db.skill.create({ data: { name: 'Overall', weight: 1, normalizationFactor: 10, divisionId: division.id } });
  const csv = exportCsv(rows);

  const send = async (label: string, dryRun: boolean) => {
    const started = performance.now();
    const res = await request(app).post('/api/players/import/').set(admin.auth).field('division_id', String(division.id)).field('dry_run', String(dryRun))
      .field('skill_mapping', JSON.stringify({ [skill.id]: 'Rating' }))
      .attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${res.text.slice(0, 300)}`);
    const s = res.body.data.summary;
    console.log(`| ${label.padEnd(26)} | ${elapsed.toFixed(0).padStart(7)} ms | new ${s.new}, registered ${s.registered}, problems ${s.problems} |`);
  };
  console.log(`Import of a ${rows}-row export, embedded PostgreSQL (PGlite)\n`);
  console.log('| step                       |    time    | summary |');
  console.log('|----------------------------|------------|---------|');
  await send('dry run (empty league)', true);
  await send('write (empty league)', false);
  await send('dry run (same export)', true);
  await send('write (same export)', false);
  console.log(`\nparticipants ${await db.participant.count({ where: { leagueId: admin.leagueId } })}, households ${await db.household.count({ where: { leagueId: admin.leagueId } })}, players ${await db.player.count({ where: { divisionId: division.id } })}`);
  await database.close();
}

await main();
