import { performance } from 'node:perf_hooks';
import os from 'node:os';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { createAdminInNewLeague } from '../src/testing/factories.js';
import { createDivision, createSkill } from '../src/testing/league-fixtures.js';

// `npm run bench:persist`: saving a 5,000-player roster (POST players/persist_teams/) through the
// real app, as a Create Teams preview of a registration file sends it: 20 teams, three skills,
// dates of birth, registration ids and parent emails. Then the same save with replace: true
// (deleting the 5,000 saved players first), then teams from the stored players (player ids).
// DATABASE_URL=postgresql://... runs it on PostgreSQL, otherwise on the embedded database.
const players = Number(process.argv.find((a) => a.startsWith('--players='))?.split('=')[1] ?? 5000);
const teamCount = 20;

function rosterBody(leagueId: number, divisionId: number, skillIds: number[], replace: boolean, tag: string) {
  return {
    league_id: leagueId,
    division_id: divisionId,
    replace,
    teams: Array.from({ length: teamCount }, (_, t) => ({
      team_name: `Team ${t + 1}`,
      coach_name: null,
      players: Array.from({ length: Math.ceil(players / teamCount) }, (_, i) => i * teamCount + t)
        .filter((n) => n < players)
        .map((n) => ({
          name: `${tag} Kid${n} Family${Math.floor(n / 2)}`,
          email: `parent${Math.floor(n / 2)}@example.org`,
          date_of_birth: `${2014 + (n % 4)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
          height_cm: 120 + (n % 50),
          region: (['N', 'S', 'E', 'W', 'C'] as const)[n % 5],
          unavailable_days: n % 3 ? ['mon'] : [],
          ratings: Object.fromEntries(skillIds.map((id, s) => [id, ((n + s) % 10) + 0.5])),
          group: n % 10 === 0 ? `G${n}` : null,
          requests: [],
          additional_data: { PlayerID: `${tag}-${n}`, School: `School ${n % 30}` },
        })),
    })),
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  const db = database.prisma;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const skillIds: number[] = [];
  for (const name of ['Shooting', 'Passing', 'Defense']) skillIds.push((await createSkill(db, division.id, { name })).id);

  const time = async (label: string, send: () => request.Test) => {
    const started = performance.now();
    const res = await send();
    const elapsed = performance.now() - started;
    if (res.status !== 201) throw new Error(`${label} answered ${res.status}: ${res.text.slice(0, 300)}`);
    console.log(`| ${label.padEnd(44)} | ${(elapsed / 1000).toFixed(1).padStart(6)} s | ${os.loadavg()[0]!.toFixed(1)} |`);
  };
  console.log(`persist_teams with ${players} players in ${teamCount} teams, ${url ? 'PostgreSQL' : 'embedded PostgreSQL (PGlite)'}\n`);
  console.log('| save                                         |  time  | load (1 min) |');
  console.log('|----------------------------------------------|--------|--------------|');
  await time('new roster (empty division)', () => request(app).post('/api/players/persist_teams/').set(admin.auth).send(rosterBody(admin.leagueId, division.id, skillIds, false, 'A')));
  await time('replace: true (5,000 saved players deleted)', () => request(app).post('/api/players/persist_teams/').set(admin.auth).send(rosterBody(admin.leagueId, division.id, skillIds, true, 'B')));
  const stored = await db.player.findMany({ where: { divisionId: division.id }, select: { id: true }, orderBy: { id: 'asc' } });
  await time('stored players (player ids), replace', () => request(app).post('/api/players/persist_teams/').set(admin.auth).send({
    league_id: admin.leagueId, division_id: division.id, replace: true,
    teams: Array.from({ length: teamCount }, (_, t) => ({ team_name: `Stored ${t + 1}`, players: stored.filter((_, i) => i % teamCount === t).map((p) => ({ player_id: p.id, name: 'x' })) })),
  }));
  await database.close();
}

await main();
