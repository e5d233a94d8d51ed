import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ScheduleGameDto } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeasonWithGymTime, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

const arrange = () => arrangeSeasonWithGymTime(t);

type Arranged = Awaited<ReturnType<typeof arrange>>;
const blackout = (a: Arranged, teamId: number, body: object) => request(t.app).put(`/api/seasons/${a.season.id}/teams/${teamId}/blackout_dates/`).set(a.admin.auth).send(body);
const readSchedule = (a: Arranged) => request(t.app).get(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth);
const plays = (teamId: number) => (g: ScheduleGameDto) => g.home_team_id === teamId || g.away_team_id === teamId;
const minutes = (at: string) => Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));

describe("a team's blackout for part of a day ('after 18:00', 'before 12:00')", () => {
  it('keeps the games out of the hours asked off but plays them the same day outside them, and lists the hours with the whole days', async () => {
    const a = await arrange();
    const ants = a.team('Ants');

    const saved = await blackout(a, ants.id, { dates: ['2026-10-03'], hours: [{ date: '2026-10-17', from: '10:00' }, { date: '2026-10-10', until: '11:00' }] });
    const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth).send({ divisions: [{ division_id: a.u8.id, games_per_team: 3, game_minutes: 50 }] });

    const expected = { team_id: ants.id, dates: ['2026-10-03'], hours: [{ date: '2026-10-10', from: null, until: '11:00' }, { date: '2026-10-17', from: '10:00', until: null }], weekly: [] };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expected);
    expect((await readSchedule(a)).body.blackout_dates).toEqual([expected]);
    expect(built.status).toBe(201);
    const antsGames = (built.body.games as ScheduleGameDto[]).filter(plays(ants.id));
    const on = (date: string) => antsGames.find((g) => g.start.startsWith(date))!;
    expect(antsGames.map((g) => g.start.slice(0, 10)).sort()).toEqual(['2026-10-10', '2026-10-17', '2026-10-24']);
    expect(minutes(on('2026-10-10').start)).toBeGreaterThanOrEqual(11 * 60);
    expect(minutes(on('2026-10-17').end)).toBeLessThanOrEqual(10 * 60);
  });

  it('reads whole days kept before times existed as whole days, and a list of days alone as before', async () => {
    const a = await arrange();
    const [ants, bees] = [a.team('Ants'), a.team('Bees')];
    await t.db.team.update({ where: { id: ants.id }, data: { blackoutDates: [new Date('2026-10-10T00:00:00Z')] } });

    const saved = await blackout(a, bees.id, { dates: ['2026-10-17'] });

    expect(saved.body).toEqual({ team_id: bees.id, dates: ['2026-10-17'], hours: [], weekly: [] });
    expect((await readSchedule(a)).body.blackout_dates).toEqual([
      { team_id: ants.id, dates: ['2026-10-10'], hours: [], weekly: [] },
      { team_id: bees.id, dates: ['2026-10-17'], hours: [], weekly: [] },
    ]);
  });

  it('answers a bad time range with a 400 sentence naming what is wrong and writes nothing', async () => {
    const a = await arrange();
    const ants = a.team('Ants');
    await blackout(a, ants.id, { dates: ['2026-10-03'], hours: [{ date: '2026-10-10', from: '18:00' }] });
    const hours = (h: object) => blackout(a, ants.id, { dates: ['2026-10-24'], hours: [{ date: '2026-10-17', until: '12:00' }, h] });

    const backwards = await hours({ date: '2026-10-10', from: '18:00', until: '12:00' });
    const empty = await hours({ date: '2026-10-10', from: '9:00', until: '9:00' });
    const noEnd = await hours({ date: '2026-10-10' });
    const notATime = await hours({ date: '2026-10-10', from: '25:00' });
    const outside = await hours({ date: '2027-06-05', from: '18:00' });
    const notAnEntry = await blackout(a, ants.id, { dates: [], hours: [null] });

    expect([backwards, empty, noEnd, notATime, outside, notAnEntry].map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(backwards.body.error).toMatch(/The blackout on 2026-10-10 goes from 18:00 until 12:00: the from time must be before the until time\./);
    expect(empty.body.error).toMatch(/The blackout on 2026-10-10 goes from 9:00 until 9:00: the from time must be before the until time\./);
    expect(noEnd.body.error).toMatch(/A blackout time needs a from time, an until time or both; a whole day goes in dates\./);
    expect(notATime.body.error).toMatch(/The from time of a blackout must be a time of day such as 9:00 or 19:00\./);
    expect(notAnEntry.body.error).toMatch(/Each blackout time must be a day with a from time, an until time or both\./);
    expect(outside.body.error).toBe('The blackout time on 2027-06-05 of Ants is outside the season, which runs from 2026-09-01 to 2027-03-31.');
    expect((await readSchedule(a)).body.blackout_dates).toEqual([{ team_id: ants.id, dates: ['2026-10-03'], hours: [{ date: '2026-10-10', from: '18:00', until: null }], weekly: [] }]);
  });

  it('refuses moving a game by hand into the hours a team asked off, saying whose request it breaks', async () => {
    const a = await arrange();
    const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth).send(twoDivisions(a));
    const game = (built.body.games as ScheduleGameDto[]).find((g) => !g.start.startsWith('2026-10-24'))!;
    const home = a.teams.find((x) => x.id === game.home_team_id)!;
    await blackout(a, home.id, { dates: [], hours: [{ date: '2026-10-24', from: '10:00' }] });
    await uploadGymTime(t.app, a.admin.auth, a.season.id, 'venue,court,date,start,end\nLincoln,3,2026-10-24,9:00,13:00');

    const res = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/games/${game.id}/move/`).set(a.admin.auth).send({ venue_id: game.venue_id, court: '3', date: '2026-10-24', start: '10:30' });

    expect(res.status).toBe(409);
    expect(res.body.details.refused).toContainEqual(expect.stringMatching(new RegExp(`: ${home.name} asked for no games on Saturday 24 October from 10:00\\.$`)));
    expect((await t.db.scheduleGame.findUniqueOrThrow({ where: { id: game.id! } })).date.toISOString().slice(0, 10)).toBe(game.start.slice(0, 10));
  });
});
