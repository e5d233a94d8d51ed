import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createAdminInNewLeague } from '../src/testing/factories.js';

// `npm run bench:people`: importing a 5,000-row registration export (LeagueApps
// headers, households by parent email, one skill rating) through the real app on the embedded
// database: dry run, write, then the same export again (dry run and write: all registered).
const rows = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 5000);

function exportCsv(count: number): string {
  const lines = ['PlayerID,First Name,Last Name,Birthdate,Gender,Parent 1 Email,Parent 1 Mobile Phone Number,Family ID,Rating'];
  for (let i = 0; i < count; i += 1) {
    const family = Math.floor(i / 2);
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(`LA-${i},Kid${i},Family${family},${month}/${day}/${2014 + (i % 4)},${i % 2 ? 'M' : 'F'},parent${family}@example.org,555-${String(family).padStart(4, '0')},HH-${family},${(i % 10) + 1}`);
  }
  return lines.join('\n');
}

/**
 * Balancing a stored 2,000-player division (20 teams) against its baseline: the same players
 * uploaded as a file. Both answer the same preview; the stored path reads the database instead
 * of parsing a file.
 */
async function benchStoredBalance(app: Parameters<typeof request>[0], db: Awaited<ReturnType<typeof openDatabase>>['prisma']) {
  const size = 2000;
  // A league of its own: the same names and birthdays in the first league would be matches to confirm.
  const admin = await createAdminInNewLeague(db);
  const season = await db.season.create({ data: { name: 'Stored bench', year: 2027, startDate: new Date('2027-09-01'), endDate: new Date('2028-03-31'), leagueId: admin.leagueId } });
  const division = await db.division.create({ data: { name: 'U14 Stored', seasonId: season.id, leagueId: admin.leagueId } });
  const skill = await db.skill.create({ data: { name: 'Overall', weight: 1, normalizationFactor: 10, divisionId: division.id } });
  const csv = exportCsv(size).replaceAll('LA-', 'LB-');
  const imported = await request(app).post('/api/players/import/').set(admin.auth).field('division_id', String(division.id)).field('dry_run', 'false')
    .field('skill_mapping', JSON.stringify({ [skill.id]: 'Rating' }))
    .attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
  if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${imported.text.slice(0, 300)}`);
  const common = { league_id: String(admin.leagueId), division_id: String(division.id), number_of_teams: '20', seed: '7' };
  const time = async (label: string, call: () => request.Test) => {
    const started = performance.now();
    const res = await call();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${res.text.slice(0, 300)}`);
    console.log(`| ${label.padEnd(34)} | ${elapsed.toFixed(0).padStart(7)} ms | strength gap ${Number(res.body.data.summary.composite_spread).toFixed(4)} |`);
  };
  console.log(`\nBalancing ${size} players into 20 teams (one skill, 1,000 households of two as sibling groups)\n`);
  console.log('| source                             |    time    | result |');
  console.log('|------------------------------------|------------|--------|');
  await time('stored division (source=stored)', () => request(app).post('/api/players/balanced_teams/').set(admin.auth).send({ ...common, source: 'stored' }));
  await time('same players as a file (baseline)', () => request(app).post('/api/players/balanced_teams/').set(admin.auth)
    .field('league_id', common.league_id).field('division_id', common.division_id).field('number_of_teams', common.number_of_teams).field('seed', common.seed)
    .field('skill_mapping', JSON.stringify({ [skill.id]: 'Rating' })).field('name_columns', JSON.stringify(['First Name', 'Last Name'])).field('group_column', 'Family ID')
    .attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' }));
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
  await benchStoredBalance(app, db);
  await database.close();
}

await main();
