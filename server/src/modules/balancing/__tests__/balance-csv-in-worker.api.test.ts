import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { balanceTeamsInputSchema, maxDivisionPlayers } from '@league/contract';
import { createApp } from '../../../app.js';
import { createLogger } from '../../../lib/logger.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { WatchedPool } from '../../../testing/watched-worker-pool.js';
import { buildPreview } from '../build-preview.js';
import { buildRuledPlayers } from '../build-rules.js';
import { readCsv } from '../csv/read-csv.js';
import { readRoster } from '../csv/read-roster.js';
import { balanceTeams } from '../optimizer/index.js';

const t = useTestApp({ BALANCE_RATE_LIMIT: '100' });

const pool = new WatchedPool({ threads: 1 });
afterAll(() => pool.close());

const csv = [
  'name,shooting,region,conflicts,height,family,coach,buddy,gender,school',
  ...Array.from({ length: 30 }, (_, i) =>
    [`Player ${i + 1}`, (i * 7) % 11, 'NSEW'[i % 4], ['mon;wed', 'Friday', ''][i % 3], 150 + i, i < 2 ? 'Lee' : '', i === 5 ? '2' : '', i === 7 ? 'Player 9' : '', 'MF'[i % 2], `School ${i % 3}`].join(','),
  ),
].join('\n');

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'Shooting', weight: 3, normalizationFactor: 10 });
  const fields = {
    league_id: String(admin.leagueId),
    division_id: String(division.id),
    number_of_teams: '3',
    skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }),
    selected_skills: JSON.stringify([skill.id]),
    region_column: 'region',
    availability_column: 'conflicts',
    height_column: 'height',
    group_column: 'family',
    lock_column: 'coach',
    request_column: 'buddy',
    gender_column: 'gender',
    seed: '11',
  };
  return { admin, skill, fields };
}

function post(admin: { auth: Record<string, string> }, fields: Record<string, string>) {
  let req = request(createApp({ db: t.db, config: t.config, logger: createLogger('silent'), workers: pool })).post('/api/players/balanced_teams/').set(admin.auth);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
}

describe('a CSV balance off the request thread', () => {
  it('hands the uploaded text to one worker job, which reads, balances and previews it', async () => {
    const { admin, fields } = await arrange();
    pool.jobs.length = 0;

    const res = await post(admin, fields);

    expect(res.status).toBe(200);
    expect(pool.jobs.map((j) => j.file)).toEqual(['balance-csv-worker.ts']);
    expect(pool.jobs[0]!.task).toMatchObject({ csvText: csv, seed: 11 });
  });

  it('answers, byte for byte, the preview the request thread built before (read, rules, balance, preview, res.json)', async () => {
    const { admin, skill, fields } = await arrange();

    const res = await post(admin, fields);

    // The request thread's steps before decision 0042, as balancing.service.ts ran them.
    const input = balanceTeamsInputSchema.parse(fields);
    const roster = readRoster(readCsv(csv, { maxRows: maxDivisionPlayers }), {
      skills: [{ skillId: skill.id, name: 'Shooting', column: 'shooting', weight: 3, normalizationFactor: 10 }],
      region: input.region_column, availability: input.availability_column, height: input.height_column, names: input.name_columns,
      group: input.group_column, lock: input.lock_column, request: input.request_column, gender: input.gender_column, blankRatings: input.blank_ratings,
    });
    const ruled = buildRuledPlayers(roster.players, input.number_of_teams, input.requests_mutual_only);
    const result = balanceTeams(ruled.players, {
      teamCount: input.number_of_teams, seed: 11, useComposite: true,
      region: { weight: input.region_weight, mode: input.region_mode }, availability: { weight: input.availability_weight }, height: { weight: input.height_weight },
      requestWeight: input.request_weight, tierBalance: input.tier_balance,
    });
    const preview = buildPreview(roster, ruled, result, {
      seed: 11,
      region: { column: 'region', mode: input.region_mode, weight: input.region_weight },
      availability: { column: 'conflicts', weight: input.availability_weight },
      height: { column: 'height', weight: input.height_weight },
      requests: { mutualOnly: input.requests_mutual_only, weight: input.request_weight },
      tierBalance: input.tier_balance,
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(JSON.stringify({ data: preview }));
  });
});
