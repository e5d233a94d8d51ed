import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createPlayer, createTeam } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

type Candidate = { name: string; diff: number };
const names = (res: { body: { results: Candidate[] } }) => res.body.results.map((c) => c.name);

async function arrangeRoster() {
  const league = await arrangeLeague(t.db);
  const { teamA, teamB, addPlayer, division, admin } = league;
  const teamC = await createTeam(t.db, division.id, admin.leagueId, { name: 'Charlie' });
  const me = await addPlayer('Me', 5, teamA.id);
  await addPlayer('Mate', 5, teamA.id);
  await addPlayer('Close', 5.5, teamB.id, { heightCm: 150, additionalData: { region: 'S' } });
  await addPlayer('Far', 9, teamB.id);
  await addPlayer('Free', 4.75, null);
  await addPlayer('Charlie One', 3, teamC.id);
  return { ...league, teamC, me };
}

describe('GET /api/players/{id}/trade_candidates/', () => {
  // Ranked by the whole balancing objective after the swap (ADR 0011), then by closeness: here
  // Close and Far leave the team totals equally even, and tiers weigh before totals.
  it('lists division players on other teams and unassigned ones, best trade first, with the candidate fields', async () => {
    const { admin, me, teamB } = await arrangeRoster();

    const res = await request(t.app).get(`/api/players/${me.id}/trade_candidates/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(names(res)).toEqual(['Close', 'Far', 'Charlie One', 'Free']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Close',
      team_id: teamB.id,
      team_name: 'Bravo',
      overall_skill: 5.5,
      diff: 0.5,
      height: 150,
      additional_data: { region: 'S' },
      breaks_rules: [],
    });
    expect(res.body.results[3]).toMatchObject({ team_id: null, team_name: null, diff: -0.25 });
  });

  it('applies k, delta, exclude_team and assigned_only', async () => {
    const { admin, me, teamB } = await arrangeRoster();
    const get = (query: Record<string, unknown>) => request(t.app).get(`/api/players/${me.id}/trade_candidates/`).query(query).set(admin.auth);

    expect(names(await get({ k: 2 }))).toEqual(['Close', 'Far']);
    expect(names(await get({ delta: 0.5 }))).toEqual(['Close', 'Free']);
    expect(names(await get({ exclude_team: teamB.id }))).toEqual(['Charlie One', 'Free']);
    expect(names(await get({ assigned_only: 'true' }))).toEqual(['Close', 'Far', 'Charlie One']);
  });

  it('never offers players of another division', async () => {
    const { admin, me } = await arrangeRoster();
    const other = await createDivision(t.db, admin.leagueId);
    await createPlayer(t.db, other, { name: 'Elsewhere' });

    const res = await request(t.app).get(`/api/players/${me.id}/trade_candidates/`).query({ k: 10000 }).set(admin.auth);

    expect(names(res)).not.toContain('Elsewhere');
  });

  it.each([
    [{ k: 0 }, 'k must be a whole number between 1 and 10000.'],
    [{ k: 'many' }, 'k must be a whole number between 1 and 10000.'],
    [{ delta: -1 }, 'delta must be a number of at least 0.'],
    [{ exclude_team: 'x' }, 'exclude_team must be a positive whole number.'],
    [{ assigned_only: 'perhaps' }, 'assigned_only must be true or false.'],
  ])('when the query is invalid (%o), answers 400 with the reason', async (query, message) => {
    const { admin, me } = await arrangeRoster();

    const res = await request(t.app).get(`/api/players/${me.id}/trade_candidates/`).query(query).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the player or the excluded team is another league’s, answers 404', async () => {
    const mine = await arrangeRoster();
    const theirs = await arrangeLeague(t.db);
    const foreign = await theirs.addPlayer('Foreign', 5, theirs.teamA.id);

    const player = await request(t.app).get(`/api/players/${foreign.id}/trade_candidates/`).set(mine.admin.auth);
    const team = await request(t.app).get(`/api/players/${mine.me.id}/trade_candidates/`).query({ exclude_team: theirs.teamA.id }).set(mine.admin.auth);

    expect(player.status).toBe(404);
    expect(team.status).toBe(404);
  });
});
