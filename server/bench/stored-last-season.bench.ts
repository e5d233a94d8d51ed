import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createAdminInNewLeague } from '../src/testing/factories.js';

// `npx tsx bench/stored-last-season.bench.ts`: a stored division of 2,000 returning players, every
// one unrated this season and rated last season (decision 0066), on the embedded database:
// listing them (GET stored/) and balancing with missing_ratings=last_season, beside =mean.
const size = Number(process.argv.find((a) => a.startsWith('--players='))?.split('=')[1] ?? 2000);

function exportCsv(count: number): string {
  const lines = ['PlayerID,First Name,Last Name,Birthdate,Parent 1 Email,Rating'];
  for (let i = 0; i < count; i += 1) lines.push(`LS-${i},Kid${i},Family${i},2014-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},parent${i}@example.org,${(i % 10) + 1}`);
  return lines.join('\n');
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const db = database.prisma;
  const app = createApp({ db, config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' }), logger: createLogger('silent') });
  const admin = await createAdminInNewLeague(db);
  const division = async (name: string, year: number) => {
    const season = await db.season.create({ data: { name: `Fall ${year}`, year, startDate: new Date(`${year}-09-01`), endDate: new Date(`${year + 1}-03-31`), leagueId: admin.leagueId } });
    return db.division.create({ data: { name, seasonId: season.id, leagueId: admin.leagueId } });
  };
  const csv = exportCsv(size);
  const importTo = async (divisionId: number, fields: Record<string, string>) => {
    let req = request(app).post('/api/players/import/').set(admin.auth).field('division_id', String(divisionId)).field('dry_run', 'false');
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const res = await req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.text.slice(0, 300)}`);
  };
  const last = await division('U12', 2026);
  const lastSkill = await db.skill.create({ data: { name: 'Overall', weight: 1, normalizationFactor: 10, divisionId: last.id } });
  await importTo(last.id, { skill_mapping: JSON.stringify({ [lastSkill.id]: 'Rating' }) });
  // Registered before the division had its skill, so nothing was carried: everyone is unrated.
  const next = await division('U14', 2027);
  await importTo(next.id, {});
  const skill = await db.skill.create({ data: { name: 'Overall', weight: 1, normalizationFactor: 10, divisionId: next.id } });
  // One new player with a rating, so the division has an average to fall back on.
  await db.player.create({ data: { name: 'New Kid', divisionId: next.id, leagueId: admin.leagueId, ratings: { create: { skillId: skill.id, rating: 5 } } } });

  const time = async (label: string, call: () => request.Test, describe: (body: { data: Record<string, unknown> }) => string) => {
    const started = performance.now();
    const res = await call();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${res.text.slice(0, 300)}`);
    console.log(`| ${label.padEnd(36)} | ${elapsed.toFixed(0).padStart(7)} ms | ${describe(res.body)} |`);
  };
  const common = { league_id: admin.leagueId, division_id: next.id, source: 'stored', number_of_teams: 20, seed: 7 };
  console.log(`${size} returning players unrated this season, rated last season, 20 teams, embedded PostgreSQL (PGlite)\n`);
  console.log('| call                                 |    time    | result |');
  console.log('|--------------------------------------|------------|--------|');
  const unratedWithLastSeason = (body: { data: Record<string, unknown> }) => {
    const unrated = body.data.unrated as { last_season: unknown[] }[];
    return `${unrated.length} unrated, ${unrated.filter((u) => u.last_season.length > 0).length} with last season's rating`;
  };
  await time('GET stored/ (who is unrated)', () => request(app).get('/api/players/balanced_teams/stored/').set(admin.auth).query({ league_id: admin.leagueId, division_id: next.id }), unratedWithLastSeason);
  const gap = (body: { data: Record<string, unknown> }) => `strength gap ${Number((body.data.summary as { composite_spread: number }).composite_spread).toFixed(4)}`;
  await time('balance, missing_ratings=last_season', () => request(app).post('/api/players/balanced_teams/').set(admin.auth).send({ ...common, missing_ratings: 'last_season' }), gap);
  await time('balance, missing_ratings=mean', () => request(app).post('/api/players/balanced_teams/').set(admin.auth).send({ ...common, missing_ratings: 'mean' }), gap);
  await database.close();
}

await main();
