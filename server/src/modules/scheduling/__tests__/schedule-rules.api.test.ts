import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ScheduleGameDto } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeasonWithGymTime, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

async function arrange() {
  const a = await arrangeSeasonWithGymTime(t);
  const venues = await t.db.venue.findMany({ where: { seasonId: a.season.id }, orderBy: { name: 'asc' } });
  return { ...a, lincoln: venues[0]!, roosevelt: venues[1]! };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;
const blackout = (a: Arranged, teamId: number, dates: string[]) => request(t.app).put(`/api/seasons/${a.season.id}/teams/${teamId}/blackout_dates/`).set(a.admin.auth).send({ dates });
const travel = (a: Arranged, body: object) => request(t.app).put(`/api/seasons/${a.season.id}/venues/travel/`).set(a.admin.auth).send(body);
const build = (a: Arranged, body: object) => request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth).send(body);
const plays = (teamId: number) => (g: ScheduleGameDto) => g.home_team_id === teamId || g.away_team_id === teamId;
const day = (g: ScheduleGameDto) => g.start.slice(0, 10);
const minutes = (at: string) => Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));

describe('the rules a schedule keeps: blackout dates, weeks and travel', () => {
  it("never schedules a team on a day its coach asked for no games, and the season's schedule lists the dates", async () => {
    const a = await arrange();
    const ants = a.team('Ants');

    const saved = await blackout(a, ants.id, ['2026-10-10', '2026-10-03', '2026-10-10']);
    const built = await build(a, { divisions: [{ division_id: a.u8.id, games_per_team: 2, game_minutes: 50 }] });

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ team_id: ants.id, dates: ['2026-10-03', '2026-10-10'], hours: [], weekly: [] });
    expect(built.status).toBe(201);
    const antsDays = (built.body.games as ScheduleGameDto[]).filter(plays(ants.id)).map(day);
    expect(antsDays).toHaveLength(2);
    expect(antsDays.filter((d) => d === '2026-10-03' || d === '2026-10-10')).toEqual([]);
    const read = await request(t.app).get(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth);
    expect(read.body.blackout_dates).toEqual([{ team_id: ants.id, dates: ['2026-10-03', '2026-10-10'], hours: [], weekly: [] }]);
  });

  it('plays a division only in the weeks chosen for it, kept as their Mondays for the next build', async () => {
    const a = await arrange();

    // A Wednesday stands for its week: Monday 12 October.
    const built = await build(a, { divisions: [{ division_id: a.u8.id, games_per_team: 2, game_minutes: 50, weeks: ['2026-10-14', '2026-10-24'] }] });

    expect(built.status).toBe(201);
    expect(new Set((built.body.games as ScheduleGameDto[]).map(day))).toEqual(new Set(['2026-10-17', '2026-10-24']));
    const read = await request(t.app).get(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth);
    expect(read.body.settings[0].weeks).toEqual(['2026-10-12', '2026-10-19']);
  });

  it('gives a coach of two teams the stored travel minutes between venues', async () => {
    const a = await arrange();
    const [bees, foxes] = [a.team('Bees'), a.team('Foxes')];

    const saved = await travel(a, { default_minutes: 15, pairs: [{ from_venue_id: a.roosevelt.id, to_venue_id: a.lincoln.id, minutes: 90 }] });
    const built = await build(a, twoDivisions(a));

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ default_minutes: 15, pairs: [{ from_venue_id: Math.min(a.lincoln.id, a.roosevelt.id), to_venue_id: Math.max(a.lincoln.id, a.roosevelt.id), minutes: 90 }] });
    expect(built.status).toBe(201);
    const games = built.body.games as ScheduleGameDto[];
    for (const b of games.filter(plays(bees.id))) {
      for (const f of games.filter((g) => plays(foxes.id)(g) && day(g) === day(b) && g.venue_id !== b.venue_id)) {
        const gap = Math.max(minutes(f.start) - minutes(b.end), minutes(b.start) - minutes(f.end));
        expect(gap, `${b.start} ${b.venue} and ${f.start} ${f.venue}`).toBeGreaterThanOrEqual(90);
      }
    }
    const read = await request(t.app).get(`/api/seasons/${a.season.id}/schedule/`).set(a.admin.auth);
    expect(read.body.travel).toEqual(saved.body);
  });

  it("refuses a hand move that leaves a coach of two teams less than the stored driving time, though more than the default", async () => {
    const a = await arrange();
    await travel(a, { default_minutes: 20, pairs: [{ from_venue_id: a.lincoln.id, to_venue_id: a.roosevelt.id, minutes: 90 }] });
    const games = (await build(a, twoDivisions(a))).body.games as ScheduleGameDto[];
    const bees = games.find(plays(a.team('Bees').id))!;
    const foxes = games.find(plays(a.team('Foxes').id))!;
    const other = bees.venue_id === a.lincoln.id ? a.roosevelt : a.lincoln;
    await uploadGymTime(t.app, a.admin.auth, a.season.id, `venue,court,date,start,end\n${other.name},9,${day(bees)},8:00,17:00`);
    const thirtyAfter = minutes(bees.end) + 30;

    const res = await request(t.app)
      .post(`/api/seasons/${a.season.id}/schedule/games/${foxes.id}/move/`)
      .set(a.admin.auth)
      .send({ venue_id: other.id, court: '9', date: day(bees), start: `${Math.floor(thirtyAfter / 60)}:${String(thirtyAfter % 60).padStart(2, '0')}`, dry_run: true });

    expect(res.status).toBe(200);
    expect(res.body.allowed).toBe(false);
    expect(res.body.refused).toContainEqual(expect.stringMatching(/^Coach .+ has two games too close together: /));
  });

  it("refuses moving a game by hand onto a team's blackout date, saying whose request it breaks", async () => {
    const a = await arrange();
    const built = await build(a, twoDivisions(a));
    const game = (built.body.games as ScheduleGameDto[]).find((g) => day(g) !== '2026-10-24')!;
    const home = a.teams.find((x) => x.id === game.home_team_id)!;
    await blackout(a, home.id, ['2026-10-24']);
    await uploadGymTime(t.app, a.admin.auth, a.season.id, 'venue,court,date,start,end\nLincoln,3,2026-10-24,9:00,13:00');

    const res = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/games/${game.id}/move/`).set(a.admin.auth).send({ venue_id: a.lincoln.id, court: '3', date: '2026-10-24', start: '9:00' });

    expect(res.status).toBe(409);
    expect(res.body.details.refused).toContainEqual(expect.stringMatching(new RegExp(`: ${home.name} asked for no games on Saturday 24 October\\.$`)));
    expect((await t.db.scheduleGame.findUniqueOrThrow({ where: { id: game.id! } })).date.toISOString().slice(0, 10)).toBe(day(game));
  });

  it('answers bad input with a 400 naming what is wrong (or a 404 for a venue or team not of the season) and writes nothing', async () => {
    const a = await arrange();
    const ants = a.team('Ants');
    await blackout(a, ants.id, ['2026-10-03']);
    await travel(a, { default_minutes: 25, pairs: [] });
    const other = await arrange();

    const outside = await blackout(a, ants.id, ['2026-10-10', '2027-06-05']);
    const notADay = await blackout(a, ants.id, ['2026-13-01']);
    const otherLeague = await blackout(a, other.team('Ants').id, ['2026-10-10']);
    const negative = await travel(a, { default_minutes: 20, pairs: [{ from_venue_id: a.lincoln.id, to_venue_id: a.roosevelt.id, minutes: -5 }] });
    const unknownVenue = await travel(a, { default_minutes: 20, pairs: [{ from_venue_id: a.lincoln.id, to_venue_id: other.roosevelt.id, minutes: 30 }] });
    const weekOutside = await build(a, { divisions: [{ division_id: a.u8.id, games_per_team: 2, game_minutes: 50, weeks: ['2027-05-03'] }] });

    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe("The blackout date 2027-06-05 of Ants is outside the season, which runs from 2026-09-01 to 2027-03-31.");
    expect(notADay.status).toBe(400);
    expect(notADay.body.error).toMatch(/blackout date must be a day in YYYY-MM-DD format/);
    expect(otherLeague.status).toBe(404);
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/Travel minutes between two venues must be a whole number from 0 to 600\./);
    expect(unknownVenue.status).toBe(404);
    expect(weekOutside.status).toBe(400);
    expect(weekOutside.body.error).toMatch(/^The week of 2027-05-03 is outside the season/);
    expect((await t.db.team.findUniqueOrThrow({ where: { id: ants.id } })).blackoutDates.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-10-03']);
    expect(await t.db.season.findUniqueOrThrow({ where: { id: a.season.id } })).toMatchObject({ defaultTravelMinutes: 25 });
    expect(await t.db.venueTravel.count({ where: { seasonId: a.season.id } })).toBe(0);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(0);
  });
});
