import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangePaySeason } from './arrange-pay.js';

const t = useTestApp();

const statement = (seasonId: number, auth: Record<string, string>, query: Record<string, string> = {}) =>
  request(t.app).get(`/api/seasons/${seasonId}/officials/pay/`).query(query).set(auth);

/** The body as the bytes a browser saves, not as text a client library already decoded. */
const download = (path: string, auth: Record<string, string>, query: Record<string, string>) =>
  request(t.app).get(path).query({ ...query, format: 'csv' }).set(auth).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const rowsOf = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, '').trim(), { skipEmptyLines: true }).data;

describe("the league's pay statement", () => {
  it("adds up each referee's games at their division's fee for their role, and all referees together", async () => {
    const a = await arrangePaySeason(t.app, t.db);
    const [u14First, u14Last] = a.u14Games;
    await a.assign(a.games[0]!.id, a.ada, 'referee');
    await a.assign(a.games[4]!.id, a.ada, 'umpire', 'accepted');
    await a.assign(u14First!.id, a.ada, 'referee', 'accepted');
    await a.assign(u14Last!.id, a.ada, 'umpire');
    await a.assign(a.games[1]!.id, a.ben, 'umpire', 'accepted');
    await a.assign(u14First!.id, a.ben, 'umpire');
    await a.assign(a.games[2]!.id, a.ben, 'referee', 'proposed');

    const res = await statement(a.season.id, a.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ season_id: a.season.id, from: null, to: null, games: 6, total: 165.5 });
    const [ada, ben] = res.body.referees;
    expect(ada).toMatchObject({ referee_id: a.ada.id, referee_name: 'Ada Adams', games: 4, total: 120.5 });
    expect(ada.lines.map((l: { fee: number }) => l.fee)).toEqual([30, 20, 45.5, 25]);
    expect(ada.lines[2]).toEqual({
      assignment_id: expect.any(Number), game_id: u14First!.id, date: '2026-10-10', start: '11:00', end: '12:30',
      division: 'U14', home: 'Eagles', away: 'Foxes', venue: 'Roosevelt', role: 'referee', fee: 45.5,
    });
    expect(ben).toMatchObject({ referee_name: 'Ben Brown', games: 2, total: 45 });
  });

  it("pays a played game the fee its referee was told, and a game still to come the division's new fee", async () => {
    const a = await arrangePaySeason(t.app, t.db);
    const [played, upcoming] = a.u14Games;
    await t.db.scheduleGame.update({ where: { id: upcoming!.id }, data: { date: new Date('2099-01-10T00:00:00Z') } });
    for (const game of [played!, upcoming!]) await a.assign(game.id, a.ada, 'referee', 'proposed');
    await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth).expect(200);

    await request(t.app).put(`/api/divisions/${a.u14.id}/officiating/`).set(a.admin.auth).send({
      officials: [
        { role: 'referee', min_level_id: a.levels.regional.id, youth_allowed: false, fee: 50 },
        { role: 'umpire', min_level_id: a.levels.youth.id, youth_allowed: true, fee: 25 },
      ],
    }).expect(200);
    const res = await statement(a.season.id, a.admin.auth);
    const mine = await request(t.app).get('/api/referees/me/pay/').set(a.ada.auth);

    const fees = (lines: { game_id: number; fee: number }[]) => lines.map((l) => [l.game_id, l.fee]);
    expect(fees(res.body.referees[0].lines)).toEqual([[played!.id, 45.5], [upcoming!.id, 50]]);
    expect(res.body.total).toBe(95.5);
    expect(mine.body.total).toBe(95.5);
  });

  it('does not pay a game the referee declined, even one they had accepted', async () => {
    const a = await arrangePaySeason(t.app, t.db);
    const declined = await a.assign(a.games[0]!.id, a.ada, 'referee', 'accepted');
    await a.assign(a.games[1]!.id, a.ben, 'referee');

    await request(t.app).post(`/api/assignments/${declined.id}/decline/`).set(a.ada.auth).send({ reason: 'Sprained ankle.' }).expect(200);
    const res = await statement(a.season.id, a.admin.auth);

    expect(res.body.referees.map((r: { referee_name: string }) => r.referee_name)).toEqual(['Ben Brown']);
    expect(res.body).toMatchObject({ games: 1, total: 30 });
  });

  it('counts the games on the first and the last day of the period, and none outside it', async () => {
    const a = await arrangePaySeason(t.app, t.db);
    for (const game of [a.games[3]!, a.games[4]!, a.games[7]!, a.games[10]!]) await a.assign(game.id, a.ada, 'referee');
    const datesOf = async (query: Record<string, string>) => {
      const res = await statement(a.season.id, a.admin.auth, query);
      expect(res.status).toBe(200);
      return (res.body.referees[0]?.lines ?? []).map((l: { date: string }) => l.date);
    };

    expect(await datesOf({ from: '2026-10-10', to: '2026-10-17' })).toEqual(['2026-10-10', '2026-10-17']);
    expect(await datesOf({ from: '2026-10-10', to: '2026-10-10' })).toEqual(['2026-10-10']);
    expect(await datesOf({ from: '2026-10-17' })).toEqual(['2026-10-17', '2026-10-24']);
    expect(await datesOf({ to: '2026-10-04' })).toEqual(['2026-10-04']);
    expect(await datesOf({ from: '2026-11-01', to: '' })).toEqual([]);
  });

  it("answers 404 for another league's season, 403 for a referee, and is open to a referee administrator", async () => {
    const a = await arrangePaySeason(t.app, t.db);
    const other = await createAdminInNewLeague(t.db);
    const refereeAdmin = await createUser(t.db, { leagueId: a.leagueId, userType: 'referee_admin' });

    expect((await statement(a.season.id, other.auth)).status).toBe(404);
    expect((await statement(a.season.id, a.ada.auth)).status).toBe(403);
    expect((await statement(a.season.id, refereeAdmin.auth)).status).toBe(200);
  });

  it.each([
    [{ from: '2026-10-20', to: '2026-10-10' }, 'From must be on or before To.'],
    [{ from: 'last week' }, 'From must be a date such as 2027-08-31.'],
    [{ to: '2026-02-30' }, 'To is not a real day.'],
    [{ format: 'pdf' }, 'Format must be json or csv.'],
  ])('answers 400 naming what is wrong for %o', async (query, sentence) => {
    const a = await arrangePaySeason(t.app, t.db);

    const res = await statement(a.season.id, a.admin.auth, query);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(sentence);
  });
});

describe('the pay statement for Excel', () => {
  it('is UTF-8 with a byte-order mark: a row per game and role, a total row per referee, then all referees', async () => {
    const a = await arrangePaySeason(t.app, t.db);
    await a.assign(a.games[0]!.id, a.ada, 'referee');
    await a.assign(a.u14Games[0]!.id, a.ada, 'referee');
    await a.assign(a.games[1]!.id, a.ben, 'umpire');
    await a.assign(a.u14Games[1]!.id, a.ben, 'umpire');

    const res = await download(`/api/seasons/${a.season.id}/officials/pay/`, a.admin.auth, { from: '2026-10-01', to: '2026-10-30' });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="referee-pay-season-${a.season.id}-2026-10-01-to-2026-10-30.csv"`);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rowsOf(bytes)).toEqual([
      ['Referee', 'Date', 'Start', 'End', 'Division', 'Home', 'Away', 'Venue', 'Role', 'Fee'],
      ['Ada Adams', '2026-10-03', '9:00', '10:00', 'U12', 'Ants', 'Bees', 'Lincoln', 'referee', '30.00'],
      ['Ada Adams', '2026-10-10', '11:00', '12:30', 'U14', 'Eagles', 'Foxes', 'Roosevelt', 'referee', '45.50'],
      ['Ada Adams', '', '', '', '', '', '', '', 'Total, 2 games', '75.50'],
      ['Ben Brown', '2026-10-03', '9:00', '10:00', 'U12', 'Crows', 'Doves', 'Roosevelt', 'umpire', '20.00'],
      ['Ben Brown', '', '', '', '', '', '', '', 'Total, 1 game', '20.00'],
      ['All referees', '', '', '', '', '', '', '', 'Total, 3 games', '95.50'],
    ]);
  });
});

describe("a referee's own pay", () => {
  it('answers only their own games and total, whatever referee the query names', async () => {
    const a = await arrangePaySeason(t.app, t.db);
    await a.assign(a.games[0]!.id, a.ada, 'referee', 'accepted');
    await a.assign(a.u14Games[1]!.id, a.ada, 'umpire');
    await a.assign(a.games[1]!.id, a.ben, 'referee');

    const mine = await request(t.app).get('/api/referees/me/pay/').query({ referee_id: a.ben.id }).set(a.ada.auth);
    const october = await request(t.app).get('/api/referees/me/pay/').query({ from: '2026-10-01', to: '2026-10-30' }).set(a.ada.auth);

    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ referee_id: a.ada.id, referee_name: 'Ada Adams', from: null, to: null, games: 2, total: 55 });
    expect(mine.body.lines.map((l: { game_id: number }) => l.game_id)).toEqual([a.games[0]!.id, a.u14Games[1]!.id]);
    expect(october.body).toMatchObject({ from: '2026-10-01', to: '2026-10-30', games: 1, total: 30 });
  });

  it('downloads their own statement for Excel, refuses bad dates with a sentence, and is not open to a league administrator', async () => {
    const a = await arrangePaySeason(t.app, t.db);
    await a.assign(a.games[0]!.id, a.ada, 'referee');
    await a.assign(a.games[1]!.id, a.ben, 'referee');

    const csv = await download('/api/referees/me/pay/', a.ada.auth, {});
    const bad = await request(t.app).get('/api/referees/me/pay/').query({ from: '2026-13-01' }).set(a.ada.auth);
    const byAdmin = await request(t.app).get('/api/referees/me/pay/').set(a.admin.auth);

    expect(rowsOf(csv.body as Buffer).slice(1)).toEqual([
      ['Ada Adams', '2026-10-03', '9:00', '10:00', 'U12', 'Ants', 'Bees', 'Lincoln', 'referee', '30.00'],
      ['Ada Adams', '', '', '', '', '', '', '', 'Total, 1 game', '30.00'],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('From is not a real day.');
    expect(byAdmin.status).toBe(403);
  });
});
