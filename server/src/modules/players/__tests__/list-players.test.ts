import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createPlayer, createSeason, createTeam } from '../../../testing/league-fixtures.js';
import { countOperations } from './count-operations.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('GET /api/players/', () => {
  it('answers {count, results} with every field of a player row, strongest first', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Weak Walter', 3, null);
    await addPlayer('Strong Sam', 8, teamA.id, { heightCm: 160, additionalData: { region: 'N' }, dateOfBirth: new Date('2014-05-02') });

    const res = await request(t.app).get('/api/players/').query({ division: division.id }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((p: { name: string }) => p.name)).toEqual(['Strong Sam', 'Weak Walter']);
    expect(res.body.results[0]).toMatchObject({
      name: 'Strong Sam',
      email: null,
      date_of_birth: '2014-05-02',
      league: admin.leagueId,
      division: division.id,
      division_name: division.name,
      team: teamA.id,
      team_name: 'Alpha',
      height: 160,
      overall_skill: 8,
      additional_data: { region: 'N' },
    });
    expect(res.body.results[1]).toMatchObject({ team: null, team_name: null, height: null });
  });

  it('filters by team, by unassigned, and by a case-insensitive name substring', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Ann Lee', 5, teamA.id);
    await addPlayer('Bo Annersen', 5, teamB.id);
    await addPlayer('Cy Free', 5, null);
    const names = async (query: Record<string, unknown>) =>
      (await request(t.app).get('/api/players/').query({ division: division.id, ...query }).set(admin.auth)).body.results.map((p: { name: string }) => p.name).sort();

    expect(await names({ team: teamA.id })).toEqual(['Ann Lee']);
    expect(await names({ unassigned: 'true' })).toEqual(['Cy Free']);
    expect(await names({ search: 'ANN' })).toEqual(['Ann Lee', 'Bo Annersen']);
  });

  it('matches the search text literally: % and _ and \\ are characters, not wildcards', async () => {
    const { admin, division, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Ann_Lee', 5, null);
    await addPlayer('Bo 100% Sure', 5, null);
    await addPlayer('Cy\\Back', 5, null);
    await addPlayer('Dee Plain', 5, null);
    const names = async (search: string) =>
      (await request(t.app).get('/api/players/').query({ division: division.id, search }).set(admin.auth)).body.results.map((p: { name: string }) => p.name);

    expect(await names('_')).toEqual(['Ann_Lee']);
    expect(await names('%')).toEqual(['Bo 100% Sure']);
    expect(await names('\\')).toEqual(['Cy\\Back']);
    expect(await names('n_l')).toEqual(['Ann_Lee']);
  });

  it('filters by season across its divisions and leaves other seasons out', async () => {
    const { admin, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Old Season Olly', 5, null);
    const season = await createSeason(t.db, admin.leagueId);
    const other = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
    await createPlayer(t.db, other, { name: 'New Season Nia' });

    const res = await request(t.app).get('/api/players/').query({ season: season.id }).set(admin.auth);

    expect(res.body.results.map((p: { name: string }) => p.name)).toEqual(['New Season Nia']);
  });

  it('never lists another league’s players', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    await theirs.addPlayer('Foreign Fay', 5, null);

    const res = await request(t.app).get('/api/players/').set(mine.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.results.some((p: { name: string }) => p.name === 'Foreign Fay')).toBe(false);
  });

  it.each(['division', 'team', 'season'])('when the %s filter is another league’s id, answers 404', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const ids: Record<string, number> = { division: theirs.division.id, team: theirs.teamA.id, season: theirs.division.seasonId };

    const res = await request(t.app).get('/api/players/').query({ [field]: ids[field] }).set(mine.admin.auth);

    expect(res.status).toBe(404);
  });

  it.each([
    [{ division: 'abc' }, 'Division must be a positive whole number.'],
    [{ team: '-1' }, 'Team must be a positive whole number.'],
    [{ unassigned: 'maybe' }, 'unassigned must be true or false.'],
  ])('when the query is malformed (%o), answers 400 naming the field', async (query, message) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).get('/api/players/').query(query).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('answers the same number of database operations for 2 players as for 30', async () => {
    const { admin, division, addPlayer } = await arrangeLeague(t.db);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    await addPlayer('P0', 5, team.id);
    await addPlayer('P1', 5, null);
    const few = await countOperations(t.db, (app) => request(app).get('/api/players/').query({ division: division.id }).set(admin.auth));
    for (let i = 2; i < 30; i += 1) await addPlayer(`P${i}`, i % 10, i % 2 ? team.id : null);
    const many = await countOperations(t.db, (app) => request(app).get('/api/players/').query({ division: division.id }).set(admin.auth));

    expect(many.status).toBe(200);
    expect(many.body.count).toBe(30);
    expect(few.operations).toBeGreaterThan(0);
    expect(many.operations).toBe(few.operations);
  });

  it('takes page and page_size: one page of the strongest-first list, with count of every match', async () => {
    const { admin, division, addPlayer } = await arrangeLeague(t.db);
    for (const [name, overall] of [['Ann', 9], ['Bob', 8], ['Cy', 7], ['Dee', 6], ['Eve', 5]] as const) await addPlayer(name, overall, null);
    const list = (query: object) => request(t.app).get('/api/players/').query({ division: division.id, ...query }).set(admin.auth);

    const [second, whole, beyond, bad] = await Promise.all([list({ page: 2, page_size: 2 }), list({}), list({ page: 4, page_size: 2 }), list({ page_size: 0 })]);

    expect(second.body).toMatchObject({ count: 5, results: [{ name: 'Cy' }, { name: 'Dee' }] });
    expect(second.body.results).toHaveLength(2);
    // Without paging a division is one page (a division holds at most maxDivisionPlayers).
    expect(whole.body.count).toBe(5);
    expect(whole.body.results).toHaveLength(5);
    expect(beyond.body).toEqual({ count: 5, results: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('page_size must be a whole number from 1 to 5000.');
  });
});
