import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays } from './arrange-officials.js';

const t = useTestApp();

describe("reading a division's officials", () => {
  it('answers what each game needs as it was saved, fees in currency', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);

    const res = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(a.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      division_id: a.division.id,
      officials: [
        { role: 'referee', min_level_id: a.levels.regional.id, youth_allowed: false, fee: 30 },
        { role: 'umpire', min_level_id: a.levels.youth.id, youth_allowed: true, fee: 20 },
      ],
    });
  });

  it("answers 404 for another league's division", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);

    const res = await request(t.app).get(`/api/divisions/${a.division.id}/officiating/`).set(other.auth);

    expect(res.status).toBe(404);
  });
});

describe("reading a season's officials", () => {
  it('lists every game in time order with the officials it holds now, by name, and names every referee', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const nia = await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' });
    await giveSaturdays(t.app, nia);
    await request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send({ dry_run: false }).expect(200);

    const res = await request(t.app).get(`/api/seasons/${a.season.id}/officials/`).set(a.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.games).toHaveLength(a.games.length);
    const first = res.body.games[0];
    expect(first).toMatchObject({ game_id: a.games[0]!.id, date: '2026-10-03', start: '9:00', end: '10:00', division: 'U12', home: 'Ants', away: 'Bees', venue: 'Lincoln', places: ['referee', 'umpire'] });
    expect(first.officials).toEqual([expect.objectContaining({ referee_id: nia.id, referee_name: 'Nia National', status: 'proposed' })]);
    expect(res.body.referees).toEqual([{ id: nia.id, name: 'Nia National' }]);
  });

  it('is open to a referee administrator, who assigns officials too', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const refereeAdmin = await createUser(t.db, { leagueId: a.leagueId, userType: 'referee_admin' });

    const res = await request(t.app).get(`/api/seasons/${a.season.id}/officials/`).set(refereeAdmin.auth);

    expect(res.status).toBe(200);
    expect(res.body.games).toHaveLength(a.games.length);
  });

  it("answers 404 for another league's season and 403 for a referee", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { leagueId: a.leagueId, userType: 'referee' });

    const foreign = await request(t.app).get(`/api/seasons/${a.season.id}/officials/`).set(other.auth);
    const byReferee = await request(t.app).get(`/api/seasons/${a.season.id}/officials/`).set(referee.auth);

    expect(foreign.status).toBe(404);
    expect(byReferee.status).toBe(403);
  });
});

describe("reading a referee's own availability", () => {
  it('answers no times, no dates off and no limit before anything is saved, then what was saved', async () => {
    const league = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { leagueId: league.leagueId, userType: 'referee' });
    const get = () => request(t.app).get('/api/referees/me/availability/').set(referee.auth);

    const before = await get();
    await request(t.app).put('/api/referees/me/availability/').set(referee.auth).send({ weekly: [{ weekday: 'sun', start: '9:00', end: '12:00' }], dates_off: ['2026-10-11'], max_games_per_day: 2 });
    const after = await get();

    expect(before.status).toBe(200);
    expect(before.body).toEqual({ weekly: [], dates_off: [], max_games_per_day: null });
    expect(after.body).toEqual({ weekly: [{ weekday: 'sun', start: '9:00', end: '12:00' }], dates_off: ['2026-10-11'], max_games_per_day: 2 });
  });
});
