import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createTeam } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

/** Alpha: Ann (9) and Bo (8), who asked for each other, and Cy (2), who asked for Dee on Bravo. */
async function arrangeDivision() {
  const league = await arrangeLeague(t.db);
  const { teamA, teamB, addPlayer } = league;
  const busy = { unavailable_days: ['mon', 'tue', 'wed', 'thu'] };
  await addPlayer('Ann Lee', 9, teamA.id, { heightCm: 150, additionalData: { ...busy, requests: ['Bo Diaz'] } });
  await addPlayer('Bo Diaz', 8, teamA.id, { heightCm: 160, additionalData: { requests: ['Ann Lee'] } });
  await addPlayer('Cy Park', 2, teamA.id, { additionalData: { requests: ['Dee Fox'] } });
  await addPlayer('Dee Fox', 7, teamB.id);
  await addPlayer('Eve Ito', 5, teamB.id);
  await addPlayer('Flo Ng', 1, teamB.id);
  await addPlayer('Late Sign-up', 4, null);
  return league;
}

const reportOf = (league: Awaited<ReturnType<typeof arrangeLeague>>, query: Record<string, string> = {}) =>
  request(t.app).get(`/api/divisions/${league.division.id}/fairness_report/`).query(query).set(league.admin.auth);

describe('GET /api/divisions/{id}/fairness_report/', () => {
  it('answers each team’s totals, strength profile, height, practice day and requests honoured', async () => {
    const league = await arrangeDivision();

    const res = await reportOf(league);

    expect(res.status).toBe(200);
    const [alpha, bravo] = res.body.teams;
    expect(alpha).toMatchObject({
      name: 'Alpha',
      player_count: 3,
      team_composite: 19,
      strength_profile: { top: 2, middle: 0, bottom: 1 },
      average_height_cm: 155,
      best_practice_day_names: ['Friday'],
      // Ann and Bo asked for each other (mutual, kept); Cy asked for Dee on Bravo (one-way, not kept).
      requests: { mutual: { total: 1, honoured: 1 }, one_way: { total: 1, honoured: 0 } },
    });
    expect(alpha.players.map((p: { name: string }) => p.name)).toEqual(['Ann Lee', 'Bo Diaz', 'Cy Park']);
    expect(bravo).toMatchObject({ name: 'Bravo', team_composite: 13, strength_profile: { top: 0, middle: 2, bottom: 1 }, requests: { mutual: { total: 0, honoured: 0 }, one_way: { total: 1, honoured: 0 } } });
    expect(res.body).toMatchObject({
      division: { id: league.division.id, name: league.division.name },
      skills: [
        { id: league.shooting.id, name: 'Shooting', weight: 1, scale: 10 },
        { id: league.defense.id, name: 'Defense', weight: 3, scale: 5 },
      ],
      strength_gap: 6,
      unassigned_players: 1,
      strength: { lowest_average: 4.33, highest_average: 6.33, average_gap: 2, smallest_team: 3, largest_team: 3 },
      rules: { groups: { count: 0, kept: 0 }, requests: { mutual: { total: 1, honoured: 1 }, one_way: { total: 1, honoured: 0 } } },
      include_ratings: false,
    });
  });

  it('compares teams of different sizes by their average per player, not by their totals', async () => {
    const league = await arrangeLeague(t.db);
    for (const [name, overall, team] of [['Ann', 6, league.teamA.id], ['Bo', 6, league.teamA.id], ['Cy', 6, league.teamA.id], ['Dee', 6, league.teamB.id], ['Eve', 6, league.teamB.id]] as const) {
      await league.addPlayer(name, overall, team);
    }

    const res = await reportOf(league);

    expect(res.status).toBe(200);
    // Totals 18 and 12 differ by one child's skill; per player the teams are the same.
    expect(res.body.strength_gap).toBe(6);
    expect(res.body.strength).toEqual({ lowest_average: 6, highest_average: 6, average_gap: 0, smallest_team: 2, largest_team: 3 });
  });

  it('counts each request pair once for the division, and on each team the pairs touching it', async () => {
    const league = await arrangeLeague(t.db);
    const { teamA, teamB, addPlayer } = league;
    await addPlayer('Ann Lee', 9, teamA.id, { additionalData: { requests: ['Bo Diaz', 'Dee Fox'] } });
    await addPlayer('Bo Diaz', 8, teamA.id, { additionalData: { requests: ['Ann Lee'] } });
    await addPlayer('Cy Park', 2, teamB.id, { additionalData: { requests: ['Dee Fox'] } });
    await addPlayer('Dee Fox', 7, teamB.id, { additionalData: { requests: ['Cy Park', 'Ann Lee'] } });

    const res = await reportOf(league);

    const [alpha, bravo] = res.body.teams;
    // Pairs: Ann-Bo mutual kept, Cy-Dee mutual kept, Ann-Dee mutual broken: 2 of 3, no one-way.
    expect(res.body.rules.requests).toEqual({ mutual: { total: 3, honoured: 2 }, one_way: { total: 0, honoured: 0 } });
    expect(alpha.requests).toEqual({ mutual: { total: 2, honoured: 1 }, one_way: { total: 0, honoured: 0 } });
    expect(bravo.requests).toEqual({ mutual: { total: 2, honoured: 1 }, one_way: { total: 0, honoured: 0 } });
  });

  it('shows no player ratings unless the admin asks for them', async () => {
    const league = await arrangeDivision();

    const plain = await reportOf(league);
    const rated = await reportOf(league, { include_ratings: 'true' });

    expect(plain.body.teams[0].players[0]).toEqual({ id: expect.any(Number), name: 'Ann Lee' });
    expect(JSON.stringify(plain.body)).not.toContain('overall_skill');
    expect(rated.body.include_ratings).toBe(true);
    expect(rated.body.teams[0].players[0]).toEqual({
      id: expect.any(Number),
      name: 'Ann Lee',
      overall_skill: 9,
      ratings: [
        { skill_id: league.shooting.id, rating: 9 },
        // Defense is rated out of 5: a 9 of 10 is a 4.5 of 5, shown as 4.5 (its own scale).
        { skill_id: league.defense.id, rating: 4.5 },
      ],
    });
  });

  it('names the division’s last roster change', async () => {
    const league = await arrangeDivision();
    const extra = await createTeam(t.db, league.division.id, league.admin.leagueId, { name: 'Charlie' });
    await request(t.app).delete(`/api/teams/${extra.id}/`).set(league.admin.auth).expect(204);

    const res = await reportOf(league);

    expect(res.body.last_change).toMatchObject({ version: 1, kind: 'team_delete', summary: 'Deleted team Charlie; its players are now Unassigned.' });
  });

  it('answers a division without teams with no teams and no rules to report', async () => {
    const league = await arrangeLeague(t.db);
    await t.db.team.deleteMany({ where: { divisionId: league.division.id } });

    const res = await reportOf(league);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ teams: [], strength_gap: 0, strength: null, rules: null, last_change: null });
  });

  it('when include_ratings is not true or false, answers 400', async () => {
    const league = await arrangeLeague(t.db);

    const res = await reportOf(league, { include_ratings: 'maybe' });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/include_ratings must be true or false/);
  });

  it('when the division is another league’s or does not exist, answers 404', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const other = await request(t.app).get(`/api/divisions/${theirs.division.id}/fairness_report/`).set(mine.admin.auth);
    const missing = await request(t.app).get('/api/divisions/2147483647/fairness_report/').set(mine.admin.auth);

    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.body.error).toBe(missing.body.error);
  });

  it('when nobody is signed in, answers 401', async () => {
    const league = await arrangeLeague(t.db);

    const res = await request(t.app).get(`/api/divisions/${league.division.id}/fairness_report/`);

    expect(res.status).toBe(401);
  });
});
