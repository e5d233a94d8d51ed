import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createDivision, createTeam } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('POST /api/players/', () => {
  it('creates a player rated 5 in every division skill by default and answers the row', async () => {
    const { admin, division, teamA, shooting, defense } = await arrangeLeague(t.db);

    const res = await request(t.app)
      .post('/api/players/')
      .set(admin.auth)
      .send({ name: '  Dana Diaz ', email: 'dana@example.org', date_of_birth: '2013-04-09', league: admin.leagueId, division: division.id, team: teamA.id });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Dana Diaz',
      email: 'dana@example.org',
      date_of_birth: '2013-04-09',
      league: admin.leagueId,
      division: division.id,
      division_name: division.name,
      team: teamA.id,
      team_name: 'Alpha',
      overall_skill: 5,
      additional_data: {},
    });
    const ratings = await t.db.playerSkillRating.findMany({ where: { playerId: res.body.id } });
    // Stored in each skill's own scale: 5 of 10 is 5 on a factor-10 skill and 2.5 on a factor-5 one.
    expect(new Map(ratings.map((r) => [r.skillId, r.rating]))).toEqual(new Map([[shooting.id, 5], [defense.id, 2.5]]));
  });

  it('takes given displayed ratings, clamps them to 0-10, and computes overall_skill from them', async () => {
    const { admin, division, shooting, defense } = await arrangeLeague(t.db);

    const res = await request(t.app)
      .post('/api/players/')
      .set(admin.auth)
      .send({ name: 'Eli', division: division.id, ratings: { [shooting.id]: -3, [defense.id]: 12 }, additional_data: '{"region":"S"}', height: 151 });

    expect(res.status).toBe(201);
    // Weighted mean: (0 * 1 + 10 * 3) / 4.
    expect(res.body.overall_skill).toBe(7.5);
    expect(res.body.additional_data).toEqual({ region: 'S' });
    expect(res.body.height).toBe(151);
    expect(res.body).toMatchObject({ email: null, date_of_birth: null, team: null });
  });

  it('stores height, region and unavailable days where CSV import does, so the team summary reads them', async () => {
    const { admin, division, teamA } = await arrangeLeague(t.db);

    const res = await request(t.app)
      .post('/api/players/')
      .set(admin.auth)
      .send({ name: 'Fay', division: division.id, team: teamA.id, height: 142, region: 'N', unavailable_days: ['wed', 'mon', 'wed'], additional_data: { region: 'S', shirt: 'M' } });

    expect(res.status).toBe(201);
    expect(res.body.height).toBe(142);
    expect(res.body.additional_data).toEqual({ shirt: 'M', region: 'N', unavailable_days: ['mon', 'wed'] });
    const team = await request(t.app).get(`/api/teams/${teamA.id}/`).set(admin.auth);
    expect(team.body.team_summary).toMatchObject({ primary_region: 'N', average_height_cm: 142 });
  });

  it('in a division without skills, creates the player with no ratings and overall 0', async () => {
    const { admin } = await arrangeLeague(t.db);
    const bare = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'No Skills', division: bare.id });

    expect(res.status).toBe(201);
    expect(res.body.overall_skill).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { playerId: res.body.id } })).toBe(0);
  });

  it.each([
    [{ division: 1 }, 'Player name is required.'],
    [{ name: '   ', division: 1 }, 'Player name is required.'],
    [{ name: 'X' }, 'Division is required.'],
    [{ name: 'X', division: 'one' }, 'Division must be a positive whole number.'],
    [{ name: 'X', division: 1, email: 'nope' }, 'Enter a valid email address.'],
    [{ name: 'X', division: 1, date_of_birth: '09/04/2013' }, 'Date of birth must be a date in YYYY-MM-DD form.'],
    [{ name: 'X', division: 1, additional_data: '{not json' }, 'Additional data must be valid JSON.'],
    [{ name: 'X', division: 1, additional_data: '[1,2]' }, 'Additional data must be a JSON object.'],
    [{ name: 'X', division: 1, height: 900 }, 'Height must be a number of centimetres between 30 and 300.'],
    [{ name: 'X', division: 1, region: 'Uptown' }, 'Region must be one of North, South, East, West, Central.'],
    [{ name: 'X', division: 1, unavailable_days: ['monday'] }, 'Unavailable days must be weekdays from Monday to Sunday.'],
  ])('when the body is invalid (%o), answers 400 with the reason', async (body, message) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when a rating names a skill outside the division, answers 400 and creates nothing', async () => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);

    const res = await request(t.app).post('/api/players/').set(mine.admin.auth).send({ name: 'Stray', division: mine.division.id, ratings: { [theirs.shooting.id]: 4 } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Ratings can only be given for the skills of the player's division.");
    expect(await t.db.player.count({ where: { name: 'Stray', leagueId: mine.admin.leagueId } })).toBe(0);
  });

  it('when the team is of another division, answers 400', async () => {
    const { admin, division } = await arrangeLeague(t.db);
    const secondDivision = await createDivision(t.db, admin.leagueId);
    const foreignTeam = await createTeam(t.db, secondDivision.id, admin.leagueId);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: 'X', division: division.id, team: foreignTeam.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe("The team must belong to the player's division.");
  });

  it.each(['league', 'division', 'team'])('when the %s is another league’s, answers 404', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const body: Record<string, unknown> = { name: 'X', division: mine.division.id };
    body[field] = { league: theirs.admin.leagueId, division: theirs.division.id, team: theirs.teamA.id }[field];

    const res = await request(t.app).post('/api/players/').set(mine.admin.auth).send(body);

    expect(res.status).toBe(404);
  });
});
