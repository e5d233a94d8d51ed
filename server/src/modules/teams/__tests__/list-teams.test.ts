import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createSeason, createTeam } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';
import { countOperations } from '../../players/__tests__/count-operations.js';

const t = useTestApp();

describe('GET /api/teams/', () => {
  it('answers each team with composite, average and the roster summary', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('A1', 8, teamA.id, { heightCm: 150, additionalData: { region: 'N', unavailable_days: ['mon', 'tue'] } });
    await addPlayer('A2', 6, teamA.id, { heightCm: 161, additionalData: { location: 'North', availability: { mon: false, wed: false } } });
    await addPlayer('A3', 4, teamA.id, { additionalData: { region: 'E' } });
    await addPlayer('Free', 9, null);

    const res = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const [alpha, bravo] = res.body.results;
    expect(alpha).toMatchObject({
      id: teamA.id,
      name: 'Alpha',
      coach: null,
      division: division.id,
      division_name: division.name,
      league: admin.leagueId,
      team_composite: 18,
      team_average: 6,
      team_summary: {
        player_count: 3,
        players_with_conflicts: 2,
        average_height_cm: 155.5,
        primary_region: 'N',
        primary_region_name: 'North',
        primary_region_count: 2,
        known_region_players: 3,
        best_practice_day_names: ['Thursday', 'Friday'],
      },
    });
    expect(bravo).toMatchObject({ id: teamB.id, team_composite: 0, team_average: 0, team_summary: { player_count: 0, best_practice_day_names: [] } });
  });

  it('filters by season and never shows another league’s teams', async () => {
    const { admin, division } = await arrangeLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const later = await createDivision(t.db, admin.leagueId, { seasonId: season.id });
    await createTeam(t.db, later.id, admin.leagueId, { name: 'Later Team' });
    await arrangeLeague(t.db);

    const bySeason = await request(t.app).get('/api/teams/').query({ season: season.id }).set(admin.auth);
    const all = await request(t.app).get('/api/teams/').set(admin.auth);

    expect(bySeason.body.results.map((x: { name: string }) => x.name)).toEqual(['Later Team']);
    expect(all.body.count).toBe(3);
    expect(all.body.results.every((x: { league: number }) => x.league === admin.leagueId)).toBe(true);
    expect(division.leagueId).toBe(admin.leagueId);
  });

  it.each(['division', 'season'])('when the %s filter is another league’s id, answers 404', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const res = await request(t.app)
      .get('/api/teams/')
      .query({ [field]: field === 'division' ? theirs.division.id : theirs.division.seasonId })
      .set(mine.admin.auth);

    expect(res.status).toBe(404);
  });

  it('when a filter is not an id, answers 400 naming it', async () => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).get('/api/teams/').query({ division: 'x' }).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Division must be a positive whole number.');
  });

  it('costs the same number of database operations for a 10-player division as for a 300-player one', async () => {
    const small = await arrangeLeague(t.db);
    const large = await arrangeLeague(t.db);
    const rosterOf = async (l: typeof small, players: number) => {
      await t.db.player.createMany({ data: Array.from({ length: players }, (_, i) => ({ name: `Child ${i + 1}`, divisionId: l.division.id, leagueId: l.admin.leagueId, teamId: i % 2 ? l.teamA.id : l.teamB.id })) });
      // Rated by team, not by the order rows come back in (PostgreSQL promises none: a loaded run mixed them).
      const stored = await t.db.player.findMany({ where: { divisionId: l.division.id }, select: { id: true, teamId: true } });
      await t.db.playerSkillRating.createMany({ data: stored.flatMap((p) => [{ playerId: p.id, skillId: l.shooting.id, rating: p.teamId === l.teamA.id ? 8 : 2 }, { playerId: p.id, skillId: l.defense.id, rating: 3 }]) });
    };
    await rosterOf(small, 10);
    await rosterOf(large, 300);
    const send = (l: typeof small) => countOperations(t.db, (app) => request(app).get('/api/teams/').query({ division: l.division.id }).set(l.admin.auth));

    const few = await send(small);
    const many = await send(large);

    expect(many.body.results.map((x: { team_summary: { player_count: number } }) => x.team_summary.player_count)).toEqual([150, 150]);
    // Alpha has the odd children, rated 8 in shooting; Bravo the even ones, rated 2; everyone 3 in defense.
    expect(many.body.results.map((x: { skill_averages: { average: number }[] }) => x.skill_averages.map((a) => a.average))).toEqual([[8, 3], [2, 3]]);
    expect(few.operations).toBeGreaterThan(0);
    expect(many.operations).toBe(few.operations);
  });
});
