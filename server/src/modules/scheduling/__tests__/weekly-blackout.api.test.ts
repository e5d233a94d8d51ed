import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { weekdayOf, type ScheduleGameDto } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeasonWithGymTime, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

const arrange = () => arrangeSeasonWithGymTime(t);

type Arranged = Awaited<ReturnType<typeof arrange>>;
const blackout = (a: Arranged, teamId: number, body: object) => request(t.app).put(`/api/seasons/${a.season.id}/teams/${teamId}/blackout_dates/`).set(a.admin.auth).send(body);
const readSchedule = (a: Arranged) => request(t.app).get(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth);
const buildU8 = (a: Arranged) => request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth).send({ divisions: [{ division_id: a.u8.id, games_per_team: 3, game_minutes: 50 }] });
const plays = (teamId: number) => (g: ScheduleGameDto) => g.home_team_id === teamId || g.away_team_id === teamId;
const minutes = (at: string) => Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));

/** Three Friday evenings at Lincoln besides the four Saturdays. */
const fridays = 'venue,court,date,start,end\n' + ['2026-10-09', '2026-10-16', '2026-10-23'].map((d) => `Lincoln,1,${d},17:00,21:00`).join('\n');

describe("a team's weekly blackout ('every Wednesday', 'every Friday from 18:00')", () => {
  it('keeps the team out of those hours on every such day of the season, and lists the rules in week order', async () => {
    const a = await arrange();
    await uploadGymTime(t.app, a.admin.auth, a.season.id, fridays);
    const ants = a.team('Ants');

    const saved = await blackout(a, ants.id, { dates: [], weekly: [{ weekday: 'sat', from: '10:00' }, { weekday: 'fri', from: '18:00' }, { weekday: 'fri', from: '18:00' }] });
    const built = await buildU8(a);

    const expected = { team_id: ants.id, dates: [], hours: [], weekly: [{ weekday: 'fri', from: '18:00', until: null }, { weekday: 'sat', from: '10:00', until: null }] };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expected);
    expect((await readSchedule(a)).body.blackout_dates).toEqual([expected]);
    expect(built.status).toBe(201);
    const antsGames = (built.body.games as ScheduleGameDto[]).filter(plays(ants.id));
    expect(antsGames).toHaveLength(3);
    for (const game of antsGames) {
      const limit = weekdayOf(game.start.slice(0, 10)) === 'fri' ? 18 * 60 : 10 * 60;
      expect(minutes(game.end)).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps a whole weekday free, and when the team then cannot play at all says why and saves nothing', async () => {
    const a = await arrange();
    const bees = a.team('Bees');

    await blackout(a, bees.id, { dates: [], weekly: [{ weekday: 'sat' }, { weekday: 'sat', until: '12:00' }] });
    const built = await buildU8(a);

    expect((await readSchedule(a)).body.blackout_dates[0].weekly).toEqual([{ weekday: 'sat', from: null, until: null }]);
    expect(built.status).toBe(400);
    expect(built.body.error).toMatch(/Bees \(U8\) needs 3 games but can play at most 0: the weeks with gym time in its hours, less the days \(and parts of days\) its coach asked for no games/);
    const unplaced = built.body.details.report.unplaced as { home_team_id: number; away_team_id: number; reason: string }[];
    expect(unplaced.map((u) => [u.home_team_id, u.away_team_id]).every((ids) => ids.includes(bees.id))).toBe(true);
    expect(unplaced[0]!.reason).toMatch(/falls on a day, or a part of a day, that (\w+ or )?Bees( or \w+)? asked for no games\./);
    expect((await readSchedule(a)).body.count).toBe(0);
  });

  it('keeps the weekly rules when a list of days comes without them, and clears them with an empty list', async () => {
    const a = await arrange();
    const ants = a.team('Ants');
    await blackout(a, ants.id, { dates: [], weekly: [{ weekday: 'wed' }] });

    const withoutWeekly = await blackout(a, ants.id, { dates: ['2026-10-10'] });
    const cleared = await blackout(a, ants.id, { dates: [], weekly: [] });

    expect(withoutWeekly.body).toEqual({ team_id: ants.id, dates: ['2026-10-10'], hours: [], weekly: [{ weekday: 'wed', from: null, until: null }] });
    expect(cleared.body).toEqual({ team_id: ants.id, dates: [], hours: [], weekly: [] });
    expect((await readSchedule(a)).body.blackout_dates).toEqual([]);
  });

  it('answers an unknown weekday, a from after its until or a bad time with a 400 sentence and writes nothing', async () => {
    const a = await arrange();
    const ants = a.team('Ants');
    await blackout(a, ants.id, { dates: [], weekly: [{ weekday: 'fri', from: '18:00' }] });
    const weekly = (rule: unknown) => blackout(a, ants.id, { dates: ['2026-10-24'], weekly: [{ weekday: 'wed' }, rule] });

    const unknownDay = await weekly({ weekday: 'friday' });
    const backwards = await weekly({ weekday: 'fri', from: '20:00', until: '18:00' });
    const notATime = await weekly({ weekday: 'fri', until: '7pm' });
    const notARule = await weekly('fri');

    expect([unknownDay, backwards, notATime, notARule].map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(unknownDay.body.error).toMatch(/The weekday of a weekly blackout must be one of mon, tue, wed, thu, fri, sat, sun\./);
    expect(backwards.body.error).toMatch(/The blackout every Friday goes from 20:00 until 18:00: the from time must be before the until time\./);
    expect(notATime.body.error).toMatch(/The until time of a weekly blackout must be a time of day such as 9:00 or 19:00\./);
    expect(notARule.body.error).toMatch(/Each weekly blackout must be a weekday, with a from time, an until time, both or neither\./);
    expect((await readSchedule(a)).body.blackout_dates).toEqual([{ team_id: ants.id, dates: [], hours: [], weekly: [{ weekday: 'fri', from: '18:00', until: null }] }]);
  });

  it('refuses moving a game by hand into a weekly blackout, naming the date the request covers', async () => {
    const a = await arrange();
    const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth).send(twoDivisions(a));
    const game = (built.body.games as ScheduleGameDto[]).find((g) => !g.start.startsWith('2026-10-16'))!;
    const home = a.teams.find((x) => x.id === game.home_team_id)!;
    await blackout(a, home.id, { dates: [], weekly: [{ weekday: 'fri', from: '18:00' }] });
    await uploadGymTime(t.app, a.admin.auth, a.season.id, fridays);

    const move = (start: string) => request(t.app).post(`/api/seasons/${a.season.id}/schedule/games/${game.id}/move/`).set(a.admin.auth).send({ venue_id: game.venue_id, court: '1', date: '2026-10-16', start, dry_run: true });
    const [late, early] = [await move('18:30'), await move('17:00')];

    expect(late.body.allowed).toBe(false);
    expect(late.body.refused).toContainEqual(expect.stringMatching(new RegExp(`: ${home.name} asked for no games on Friday 16 October from 18:00\\.$`)));
    expect(early.body.refused ?? []).not.toContainEqual(expect.stringMatching(/asked for no games/));
  });
});
