import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ScheduleGameDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeasonWithGymTime, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();
const courtThree = ['venue,court,date,start,end', ...['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24'].map((date) => `Lincoln,3,${date},9:00,13:00`)].join('\n');

/** A saved game: its id is there. */
type Game = ScheduleGameDto & { id: number };

async function arrangeBuilt({ published }: { published: boolean }) {
  const a = await arrangeSeasonWithGymTime(t);
  const { admin } = a;
  const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(admin.auth).send(twoDivisions(a));
  await uploadGymTime(t.app, admin.auth, a.season.id, courtThree);
  if (published) await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(admin.auth);
  return { ...a, games: built.body.games as Game[] };
}

const move = (auth: Record<string, string>, seasonId: number, gameId: number, body: object) => request(t.app).post(`/api/seasons/${seasonId}/schedule/games/${gameId}/move/`).set(auth).send(body);
const places = async (seasonId: number) => (await t.db.scheduleGame.findMany({ where: { seasonId }, orderBy: { id: 'asc' } })).map((g) => `${g.id} ${g.venueId}/${g.court} ${g.date.toISOString().slice(0, 10)} ${g.startMinute} ${g.status}`);

/** Any Lincoln game, to court 3 at the same time: gym time added after the build, so nothing else is there and every family's day stays the same. */
function toCourtThree(games: Game[]) {
  const game = games.find((g) => g.venue === 'Lincoln')!;
  return { game, body: { venue_id: game.venue_id, court: '3', date: game.start.slice(0, 10), start: game.start.slice(11) } };
}

describe('moving one game of the schedule', () => {
  it('moves a game to a free court at the same time, keeping its id, and says nothing is broken', async () => {
    const a = await arrangeBuilt({ published: false });
    const { game, body } = toCourtThree(a.games);

    const res = await move(a.admin.auth, a.season.id, game.id, body);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, allowed: true, refused: [], warnings: [], to: { id: game.id, court: body.court, start: game.start, end: game.end, status: 'draft' } });
    expect(res.body.summary).toMatch(/ can move to Saturday \d+ October \d+:\d\d, Lincoln court 3: no rule is broken and no family waits longer\.$/);
    const saved = await t.db.scheduleGame.findUniqueOrThrow({ where: { id: game.id } });
    expect(saved.court).toBe(body.court);
  });

  it('previews a move in a dry run without writing anything', async () => {
    const a = await arrangeBuilt({ published: false });
    const { game, body } = toCourtThree(a.games);
    const before = await places(a.season.id);

    const res = await move(a.admin.auth, a.season.id, game.id, { ...body, dry_run: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, allowed: true, to: { id: game.id, court: body.court } });
    expect(await places(a.season.id)).toEqual(before);
  });

  it('refuses a move onto a court another game holds, says why in words, and writes nothing', async () => {
    const a = await arrangeBuilt({ published: false });
    const [game, taken] = [a.games[0]!, a.games.find((g) => g.start.slice(0, 10) !== a.games[0]!.start.slice(0, 10))!];
    const before = await places(a.season.id);
    const body = { venue_id: taken.venue_id, court: taken.court, date: taken.start.slice(0, 10), start: taken.start.slice(11) };

    const preview = await move(a.admin.auth, a.season.id, game.id, { ...body, dry_run: true });
    const res = await move(a.admin.auth, a.season.id, game.id, body);

    expect(preview.status).toBe(200);
    expect(preview.body.allowed).toBe(false);
    expect(preview.body.refused.some((s: string) => s.endsWith(`share court ${taken.court}.`))).toBe(true);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/ cannot move to Saturday \d+ October \d+:\d\d, \w+ court \d\. .*share court \d\./);
    expect(await places(a.season.id)).toEqual(before);
  });

  it("takes a start at any minute right after another game's changeover (the week grid packs games back to back), and refuses one a minute inside it", async () => {
    const a = await arrangeBuilt({ published: false });
    const { game: first, body } = toCourtThree(a.games);
    const teamsOf = (g: Game) => [g.home_team_id, g.away_team_id];
    const second = a.games.find((g) => g.id !== first.id && g.start.slice(0, 10) === body.date && !teamsOf(g).some((t) => teamsOf(first).includes(t)))!;
    expect((await move(a.admin.auth, a.season.id, first.id, body)).status).toBe(200);
    // The default changeover is 10 minutes: court 3 is held until 10 minutes after the first game ends.
    const freeAt = Number(first.end.slice(11, 13)) * 60 + Number(first.end.slice(14, 16)) + 10;
    const at = (minutes: number) => ({ ...body, start: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, dry_run: true });

    const [backToBack, tooSoon] = [await move(a.admin.auth, a.season.id, second.id, at(freeAt)), await move(a.admin.auth, a.season.id, second.id, at(freeAt - 1))];

    const sharesCourt = (refused: string[]) => refused.some((s) => s.endsWith('share court 3.'));
    expect([backToBack.status, tooSoon.status]).toEqual([200, 200]);
    expect(backToBack.body.to.start).toBe(`${body.date}T${at(freeAt).start}`);
    expect([sharesCourt(backToBack.body.refused), sharesCourt(tooSoon.body.refused)]).toEqual([false, true]);
  });

  it('refuses a start outside the gym time', async () => {
    const a = await arrangeBuilt({ published: false });
    const game = a.games[0]!;

    const res = await move(a.admin.auth, a.season.id, game.id, { venue_id: game.venue_id, court: game.court, date: game.start.slice(0, 10), start: '18:00' });

    expect(res.status).toBe(409);
    expect(res.body.error).toContain(`is outside the gym time of court ${game.court}.`);
  });

  it('keeps the id of a published game it moves, and the next publication tells only the families and coaches of its teams', async () => {
    const a = await arrangeBuilt({ published: true });
    const { game, body } = toCourtThree(a.games);

    const moved = await move(a.admin.auth, a.season.id, game.id, body);
    const statuses = await t.db.scheduleGame.findMany({ where: { seasonId: a.season.id, status: 'draft' }, select: { id: true } });
    const republished = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(a.admin.auth);

    expect(moved.status).toBe(200);
    expect(moved.body.from).toMatchObject({ id: game.id, status: 'published' });
    expect(statuses.map((s) => s.id)).toEqual([game.id]);
    const teams = [game.home_team_id, game.away_team_id];
    const families = a.households.filter((h) => h.teamIds.some((id) => teams.includes(id))).length + a.singles.filter((s) => teams.includes(s.teamId)).length;
    const coaches = new Set(a.teams.filter((team) => teams.includes(team.id)).map((team) => team.coachEmail)).size;
    expect(republished.body).toMatchObject({ version: 2, notified: { families, coaches } });
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id } })).toBe(a.games.length);
  });

  it("answers another league's season or game as not found, and bad input with a sentence", async () => {
    const a = await arrangeBuilt({ published: false });
    const other = await createAdminInNewLeague(t.db);
    const game = a.games[0]!;
    const place = { venue_id: game.venue_id, court: game.court, date: game.start.slice(0, 10), start: '10:00' };

    const foreign = await move(other.auth, a.season.id, game.id, place);
    const noGame = await move(a.admin.auth, a.season.id, 2147483647, place);
    const venue = await move(a.admin.auth, a.season.id, game.id, { ...place, venue_id: undefined, venue: 'Nowhere Gym' });
    const court = await move(a.admin.auth, a.season.id, game.id, { ...place, venue_id: undefined, venue: 'roosevelt', court: '3' });
    const date = await move(a.admin.auth, a.season.id, game.id, { ...place, date: '10/10/2026' });
    const time = await move(a.admin.auth, a.season.id, game.id, { ...place, start: '25:00' });

    expect([foreign.status, noGame.status, venue.status, court.status, date.status, time.status]).toEqual([404, 404, 400, 400, 400, 400]);
    expect(venue.body.error).toBe('This season has no venue "Nowhere Gym"; its venues are Lincoln and Roosevelt.');
    expect(court.body.error).toBe('Roosevelt has no court 3; its courts are 1.');
    expect(date.body.error).toBe('date must be a day in YYYY-MM-DD format.');
    expect(time.body.error).toBe('start must be a time of day such as 9:00 or 19:00.');
  });
});
