import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const csv = [
  'name,email,shooting,speed,region,conflicts,height',
  ...Array.from({ length: 12 }, (_, i) => `Player ${i + 1},p${i + 1}@example.org,${(i * 7) % 11},${(i * 3) % 6},${'NSEW'[i % 4]},${['mon;wed', 'M/W', 'Friday', ''][i % 4]},${150 + i * 2}`),
].join('\r\n');

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', weight: 3, normalizationFactor: 10 });
  const speed = await createSkill(t.db, division.id, { name: 'Speed', weight: 1, normalizationFactor: 5 });
  return { admin, division, shooting, speed };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

function post(a: Arranged, fields: Record<string, string> = {}, file: { body: string | Buffer; name: string; type: string } | null = { body: csv, name: 'players.csv', type: 'text/csv' }) {
  const all: Record<string, string> = {
    league_id: String(a.admin.leagueId),
    division_id: String(a.division.id),
    number_of_teams: '3',
    skill_mapping: JSON.stringify({ [a.shooting.id]: 'shooting', [a.speed.id]: 'speed' }),
    selected_skills: JSON.stringify([a.shooting.id, a.speed.id]),
    seed: '42',
    ...fields,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  if (file) req = req.attach('file', Buffer.from(file.body), { filename: file.name, contentType: file.type });
  return req;
}

describe('POST /api/players/balanced_teams/', () => {
  it('answers balanced teams and the summary, and writes nothing', async () => {
    const a = await arrange();

    const res = await post(a, { region_column: 'region', region_mode: 'hard', availability_column: 'conflicts', height_column: 'height' });

    expect(res.status).toBe(200);
    const { results, summary } = res.body.data;
    expect(results).toHaveLength(3);
    expect(results.map((team: { players: unknown[] }) => team.players.length)).toEqual([4, 4, 4]);
    const heights = results[0].players.map((p: { height_cm: number }) => p.height_cm);
    expect(results[0].average_height_cm).toBeCloseTo(heights.reduce((s: number, h: number) => s + h, 0) / 4, 1);
    expect(results[0].players[0]).toMatchObject({ name: expect.any(String), composite: expect.any(Number), region: expect.stringMatching(/^[NSEW]$/), unavailable_days: expect.any(Array), height_cm: expect.any(Number), ratings: expect.any(Object) });
    expect(summary).toMatchObject({
      seed_used: 42,
      composite_spread: expect.any(Number),
      region: { column_used: 'region', total_penalty: expect.any(Number), mode: 'hard', weight_used: 5 },
      availability: { column_used: 'conflicts', total_penalty: expect.any(Number), weight_used: 3 },
      height: { column_used: 'height', spread_cm: expect.any(Number), weight_used: 10 },
    });
    expect(summary.teams[0]).toEqual({ team_name: 'Team 1', best_practice_days: expect.any(Array), primary_region: expect.stringMatching(/^[NSEW]$/) });
    expect(await t.db.team.count({ where: { divisionId: a.division.id } })).toBe(0);
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(0);
  });

  it('gives the same teams for the same seed', async () => {
    const a = await arrange();

    const first = await post(a);
    const again = await post(a);

    expect(again.body.data.results).toEqual(first.body.data.results);
  });

  it('converts ratings with each skill factor into the displayed 0-10 scale', async () => {
    const a = await arrange();

    const res = await post(a, { number_of_teams: '2' });

    const players = res.body.data.results.flatMap((team: { players: { name: string; ratings: Record<string, number>; composite: number }[] }) => team.players);
    const p2 = players.find((p: { name: string }) => p.name === 'Player 2');
    expect(p2.ratings).toEqual({ [a.shooting.id]: 7, [a.speed.id]: 6 });
    expect(p2.composite).toBeCloseTo((7 * 3 + 6) / 4, 4);
  });

  it('deals random teams of even sizes when no skill is selected', async () => {
    const a = await arrange();

    const res = await post(a, { number_of_teams: '5', selected_skills: '[]', skill_mapping: '{}' });

    expect(res.status).toBe(200);
    expect(res.body.data.results.map((team: { players: unknown[] }) => team.players.length).sort()).toEqual([2, 2, 2, 3, 3]);
  });

  it.each([
    [{ file: null }, 'Upload a CSV file first.'],
    [{ file: { body: 'PNG', name: 'photo.png', type: 'image/png' } }, 'Please select a valid CSV file.'],
    [{ fields: { selected_skills: '[SHOOTING]', skill_mapping: '{}' } }, 'All selected skills must have a CSV column mapped.'],
    [{ fields: { availability_column: '' } }, "Select the CSV column that lists players' practice conflicts."],
    [{ fields: { height_column: ' ' } }, 'Select the CSV column that contains player heights.'],
    [{ fields: { number_of_teams: '21' } }, 'Number of teams must be between 2 and 20.'],
    [{ fields: { number_of_teams: '1' } }, 'Number of teams must be between 2 and 20.'],
    [{ fields: { region_weight: '11' } }, 'region_weight must be a number between 0 and 10.'],
    [{ fields: { region_mode: 'strict' } }, 'region_mode must be soft or hard.'],
    [{ fields: { selected_skills: 'not json' } }, 'selected_skills must be a JSON list of skill ids.'],
  ] as const)('answers 400 with the form text: %j', async (change, message) => {
    const a = await arrange();
    const fields = Object.fromEntries(Object.entries('fields' in change ? change.fields : {}).map(([k, v]) => [k, v.replace('SHOOTING', String(a.shooting.id))]));

    const res = 'file' in change ? await post(a, fields, change.file) : await post(a, fields);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('answers 400 naming the row and column of a bad cell', async () => {
    const a = await arrange();
    const bad = csv.replace('Player 3,p3@example.org,3', 'Player 3,p3@example.org,three');

    const res = await post(a, {}, { body: bad, name: 'players.csv', type: 'text/csv' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Row 4 (Player 3), column "shooting": "three" is not a rating. Use a number of zero or more, such as 7 or 7.5.');
    expect(res.body.details).toEqual({ row: 4, column: 'shooting' });
  });

  it('answers 400 when there are fewer players than teams', async () => {
    const a = await arrange();

    const res = await post(a, { number_of_teams: '4' }, { body: 'name,shooting,speed\nAnn,1,1\nBo,2,2', name: 'small.csv', type: 'application/vnd.ms-excel' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('There are 2 players, fewer than the 4 teams requested.');
  });

  it('answers 400 for a file over 2 MB', async () => {
    const a = await arrange();
    const huge = `name,shooting,speed\n${'x'.repeat(2 * 1024 * 1024)}`;

    const res = await post(a, {}, { body: huge, name: 'players.csv', type: 'text/csv' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The CSV file is larger than 2 MB.');
  });

  it("answers 404 for another league's division, as for a missing one", async () => {
    const a = await arrange();
    const other = await arrange();

    const res = await post(a, { division_id: String(other.division.id) });

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Division was not found.');
  });

  it("answers 400 for a skill that is not the division's", async () => {
    const a = await arrange();
    const other = await arrange();

    const res = await post(a, { selected_skills: JSON.stringify([other.shooting.id]), skill_mapping: JSON.stringify({ [other.shooting.id]: 'shooting' }) });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Skill ${other.shooting.id} is not a skill of this division.`);
  });

  it('answers 401 without a token', async () => {
    const res = await request(t.app).post('/api/players/balanced_teams/').field('league_id', '1');

    expect(res.status).toBe(401);
  });
});
