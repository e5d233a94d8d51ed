import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeFuzzLeague, type FuzzEndpoint } from '../testing/fuzz/endpoint-catalogue.js';
import { hostileFiles, hostilePathId, hostileQueryValue, hostileValue, sharpQueryValues, sharpValues } from '../testing/fuzz/hostile-values.js';
import { useTestApp } from '../testing/test-app.js';

// High limits: the fuzzer signs in wrongly on purpose many times.
const t = useTestApp({ LOGIN_RATE_LIMIT: '100000', LOGIN_ADDRESS_FAILURE_LIMIT: '100000', BALANCE_RATE_LIMIT: '100000' });
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 12);

type Arranged = Awaited<ReturnType<typeof arrangeFuzzLeague>>;
let league: Arranged;
beforeAll(async () => {
  league = await arrangeFuzzLeague(t.db);
});

/** Every row the fuzz league owns, in one round trip; other test files' rows do not count. */
async function leagueRows(leagueId: number): Promise<string> {
  const [row] = await t.db.$queryRawUnsafe<Record<string, bigint>[]>(
    `SELECT
       (SELECT count(*) FROM users WHERE league_id = $1) AS users,
       (SELECT count(*) FROM seasons WHERE league_id = $1) AS seasons,
       (SELECT count(*) FROM divisions WHERE league_id = $1) AS divisions,
       (SELECT count(*) FROM skills s JOIN divisions d ON d.id = s.division_id WHERE d.league_id = $1) AS skills,
       (SELECT count(*) FROM teams WHERE league_id = $1) AS teams,
       (SELECT count(*) || ':' || coalesce(sum(overall_skill), 0) || ':' || coalesce(sum(coalesce(team_id, 0)), 0) FROM players WHERE league_id = $1) AS players,
       (SELECT count(*) || ':' || coalesce(sum(rating), 0) FROM player_skill_ratings r JOIN players p ON p.id = r.player_id WHERE p.league_id = $1) AS ratings,
       (SELECT count(*) || ':' || string_agg(status::text || title, ',' ORDER BY id) FROM quizzes WHERE league_id = $1) AS quizzes,
       (SELECT count(*) FROM questions q JOIN quizzes z ON z.id = q.quiz_id WHERE z.league_id = $1) AS questions,
       (SELECT count(*) || ':' || string_agg(a.status::text, ',') FROM quiz_attempts a JOIN quizzes z ON z.id = a.quiz_id WHERE z.league_id = $1) AS attempts,
       (SELECT count(*) || ':' || string_agg(status, ',' ORDER BY id) FROM drafts WHERE league_id = $1) AS drafts,
       (SELECT count(*) FROM draft_picks p JOIN drafts d ON d.id = p.draft_id WHERE d.league_id = $1) AS draft_picks,
       (SELECT count(*) FROM leagues WHERE name LIKE 'Fuzz league %') AS fuzz_leagues`,
    leagueId,
  );
  return JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? Number(v) : v));
}

type Change = { where: 'body' | 'query' | 'form' | 'path'; field: string; value: unknown };

const playersCsv = { name: 'p.csv', content: Buffer.from('name,shooting,region\nAnn,5,N\nBo,6,S\nCy,7,E\n') };

function send(endpoint: FuzzEndpoint, change: Change, file = endpoint.file ?? playersCsv) {
  const id = change.where === 'path' ? String(change.value) : String(endpoint.id ?? 2147483647);
  let req = request(t.app)[endpoint.method](endpoint.path.replace('{id}', encodeURIComponent(id)));
  const user = league.users[endpoint.as];
  if (user) req = req.set(user.auth);
  const query = { ...endpoint.query, ...(change.where === 'query' ? { [change.field]: change.value as string } : {}) };
  req = req.query(query);
  if (endpoint.form) {
    const form = { ...endpoint.form, ...(change.where === 'form' ? { [change.field]: typeof change.value === 'string' ? change.value : JSON.stringify(change.value) ?? '' } : {}) };
    for (const [key, value] of Object.entries(form)) req = req.field(key, value);
    return req.attach('file', file.content, { filename: file.name, contentType: file.name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' });
  }
  if (endpoint.body) {
    const body: Record<string, unknown> = { ...endpoint.body };
    if (change.where === 'body') Object.defineProperty(body, change.field, { value: change.value, enumerable: true, configurable: true, writable: true });
    return req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  }
  return req;
}

const changesFor = (endpoint: FuzzEndpoint) => {
  const where = endpoint.form ? 'form' : endpoint.body ? 'body' : 'query';
  const fields = Object.keys(endpoint.form ?? endpoint.body ?? endpoint.query ?? {});
  const options: fc.Arbitrary<{ where: 'body' | 'query' | 'form' | 'path'; field: string; value: unknown }>[] = [];
  if (fields.length) {
    // An extra, unknown field too: mass assignment and prototype keys.
    const names = fc.constantFrom(...fields, '__proto__', 'constructor', 'id', 'league_id', 'password_hash');
    options.push(fc.record({ where: fc.constant(where), field: names, value: where === 'query' ? hostileQueryValue : hostileValue }));
  }
  if (!fields.length) options.push(fc.record({ where: fc.constant('query' as const), field: fc.constantFrom('__proto__', 'id', 'page', 'league'), value: hostileQueryValue }));
  if (endpoint.path.includes('{id}')) options.push(fc.record({ where: fc.constant('path' as const), field: fc.constant('path-id'), value: hostilePathId }));
  return fc.oneof(...options);
};

describe('every endpoint with hostile values: never a 500, nothing written when refused', () => {
  it.each(['admin', 'manager', 'referee', 'anonymous'] as const)('endpoints used as %s', async (role) => {
    const problems: string[] = [];
    for (const endpoint of league.endpoints.filter((e) => e.as === role)) {
      await fc.assert(
        fc.asyncProperty(changesFor(endpoint), async (change) => {
          const before = await leagueRows(league.leagueId);
          const res = await send(endpoint, change);
          const label = `${endpoint.method.toUpperCase()} ${endpoint.path} ${change.where}.${change.field}=${JSON.stringify(change.value)?.slice(0, 80)}`;
          // 503 is a designed answer (AI generation not configured, balancer busy); 500 is a bug.
          if (res.status >= 500 && res.status !== 503) problems.push(`${label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          if (res.status >= 400 && (await leagueRows(league.leagueId)) !== before) problems.push(`${label} -> ${res.status} but rows changed`);
        }),
        { numRuns: runsPerEndpoint, seed: 20261123, endOnFailure: true },
      );
    }

    expect(problems).toEqual([]);
  });

  // Every sharp value in every field (and every hostile file in every upload): no draw needed.
  it.each(['admin', 'manager', 'referee', 'anonymous'] as const)('the values that once found a 500, in every field, as %s', async (role) => {
    const problems: string[] = [];
    for (const endpoint of league.endpoints.filter((e) => e.as === role)) {
      for (const change of sharpChangesFor(endpoint)) {
        const before = await leagueRows(league.leagueId);
        const res = await send(endpoint, change.change, change.file);
        const label = `${endpoint.method.toUpperCase()} ${endpoint.path} ${change.label}`;
        if (res.status >= 500 && res.status !== 503) problems.push(`${label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (res.status >= 400 && (await leagueRows(league.leagueId)) !== before) problems.push(`${label} -> ${res.status} but rows changed`);
      }
    }

    expect(problems).toEqual([]);
  });
});

type SharpChange = { change: Change; label: string; file?: FuzzEndpoint['file'] };

/** Each sharp value in each field, the sharp ids in the path, each hostile file in a form's upload. */
function sharpChangesFor(endpoint: FuzzEndpoint): SharpChange[] {
  const where: Change['where'] = endpoint.form ? 'form' : endpoint.body ? 'body' : 'query';
  const fields = Object.keys(endpoint.form ?? endpoint.body ?? endpoint.query ?? {});
  const values = where === 'query' ? sharpQueryValues : sharpValues;
  const changes: SharpChange[] = fields.flatMap((field) => values.map((value) => ({ change: { where, field, value }, label: `${where}.${field}=${JSON.stringify(value)}` })));
  if (!fields.length) changes.push(...sharpQueryValues.map((value) => ({ change: { where: 'query' as const, field: 'search', value }, label: `query.search=${JSON.stringify(value)}` })));
  if (endpoint.path.includes('{id}')) changes.push({ change: { where: 'path', field: 'path-id', value: '2147483648' }, label: 'path id 2147483648' });
  if (endpoint.form) {
    // The form as it is, only the file hostile.
    // A form with no field of its own (the gym-time upload) sends its file with an empty search.
    const [field, value] = Object.entries(endpoint.form)[0] ?? [];
    const unchanged: Change = field === undefined ? { where: 'query', field: 'search', value: '' } : { where: 'form', field, value };
    changes.push(...hostileFiles.map((file) => ({ change: unchanged, file, label: `file ${file.name}` })));
  }
  return changes;
}
