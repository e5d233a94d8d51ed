import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee } from './arrange-officials.js';

const t = useTestApp();

describe("a division's officials", () => {
  it('are stored in the order given, with fees in cents, and replace what was there', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);

    const res = await request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(a.admin.auth).send({
      officials: [{ role: 'referee', min_level_id: a.levels.national.id, youth_allowed: false, fee: 19.99 }],
    });

    expect(res.status).toBe(200);
    expect(res.body.officials).toEqual([{ role: 'referee', min_level_id: a.levels.national.id, youth_allowed: false, fee: 19.99 }]);
    const rows = await t.db.divisionOfficial.findMany({ where: { divisionId: a.division.id } });
    expect(rows.map((r) => [r.role, r.minLevelId, r.feeCents])).toEqual([['referee', a.levels.national.id, 1999]]);
  });

  it('refuse a role named twice, a negative fee or another league\'s level in a sentence, and keep what was there', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);
    const theirLevel = await t.db.certificationLevel.create({ data: { leagueId: other.leagueId, name: 'Theirs', validityDays: 30 } });
    const put = (officials: unknown) => request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(a.admin.auth).send({ officials });

    const twice = await put([{ role: 'Umpire', min_level_id: a.levels.youth.id, fee: 20 }, { role: 'umpire', min_level_id: a.levels.youth.id, fee: 20 }]);
    const negative = await put([{ role: 'referee', min_level_id: a.levels.youth.id, fee: -5 }]);
    const foreign = await put([{ role: 'referee', min_level_id: theirLevel.id, fee: 5 }]);

    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/its own role name/);
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/fee must be an amount from 0 to 1000/);
    expect(foreign.status).toBe(404);
    expect(await t.db.divisionOfficial.count({ where: { divisionId: a.division.id } })).toBe(2);
  });

  it("answer 404 for another league's division", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);

    const res = await request(t.app).put(`/api/divisions/${a.division.id}/officiating/`).set(other.auth).send({ officials: [] });

    expect(res.status).toBe(404);
    expect(await t.db.divisionOfficial.count({ where: { divisionId: a.division.id } })).toBe(2);
  });
});

describe("a referee's relations", () => {
  it('name the children they are a parent of and the teams they coach, set by an admin', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const referee = await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Pat Parent' });

    const res = await request(t.app).put(`/api/referees/${referee.id}/relations/`).set(a.admin.auth).send({ player_ids: [a.teams[0]!.player.id], team_ids: [a.teams[1]!.id] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ referee_id: referee.id, player_ids: [a.teams[0]!.player.id], team_ids: [a.teams[1]!.id] });
    expect(await t.db.refereeChild.findMany({ where: { refereeId: referee.id }, select: { playerId: true } })).toEqual([{ playerId: a.teams[0]!.player.id }]);
    expect(await t.db.refereeTeam.findMany({ where: { refereeId: referee.id }, select: { teamId: true } })).toEqual([{ teamId: a.teams[1]!.id }]);
  });

  it("answer 404 for another league's player and write nothing; a referee may not set them", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const b = await arrangeOfficiatedSeason(t.app, t.db);
    const referee = await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Pat Parent' });

    const foreign = await request(t.app).put(`/api/referees/${referee.id}/relations/`).set(a.admin.auth).send({ player_ids: [b.teams[0]!.player.id], team_ids: [a.teams[0]!.id] });
    const byReferee = await request(t.app).put(`/api/referees/${referee.id}/relations/`).set(referee.auth).send({ player_ids: [], team_ids: [] });
    const otherLeaguesReferee = await request(t.app).put(`/api/referees/${referee.id}/relations/`).set(b.admin.auth).send({ player_ids: [], team_ids: [] });

    expect(foreign.status).toBe(404);
    expect(byReferee.status).toBe(403);
    expect(otherLeaguesReferee.status).toBe(404);
    expect(await t.db.refereeTeam.count({ where: { refereeId: referee.id } })).toBe(0);
  });
});

describe("a referee's availability", () => {
  it('is set by the referee on their phone and answered in their own words', async () => {
    const league = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { leagueId: league.leagueId, userType: 'referee' });

    const res = await request(t.app).put('/api/referees/me/availability/').set(referee.auth).send({
      weekly: [{ weekday: 'sat', start: '8:00', end: '13:30' }],
      dates_off: ['2026-10-17', '2026-10-03', '2026-10-17'],
      max_games_per_day: 2,
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ weekly: [{ weekday: 'sat', start: '8:00', end: '13:30' }], dates_off: ['2026-10-03', '2026-10-17'], max_games_per_day: 2 });
    const row = await t.db.refereeAvailability.findUniqueOrThrow({ where: { userId: referee.id } });
    expect(row.weekly).toEqual([{ weekday: 'sat', start: 480, end: 810 }]);
  });

  it('refuses a window ending before it starts, a date that does not exist or an admin caller, writing nothing', async () => {
    const league = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { leagueId: league.leagueId, userType: 'referee' });
    const put = (auth: Record<string, string>, body: object) => request(t.app).put('/api/referees/me/availability/').set(auth).send(body);

    const backwards = await put(referee.auth, { weekly: [{ weekday: 'sat', start: '13:00', end: '9:00' }] });
    const noSuchDay = await put(referee.auth, { weekly: [], dates_off: ['2026-02-30'] });
    const badWeekday = await put(referee.auth, { weekly: [{ weekday: 'someday', start: '9:00', end: '10:00' }] });
    const admin = await put(league.auth, { weekly: [] });

    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatch(/must end after it starts/);
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body.error).toMatch(/date such as 2026-10-03/);
    expect(badWeekday.status).toBe(400);
    expect(badWeekday.body.error).toMatch(/mon, tue/);
    expect(admin.status).toBe(403);
    expect(await t.db.refereeAvailability.count({ where: { userId: referee.id } })).toBe(0);
  });
});
