import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeason, gymTimeCsv, twoDivisions, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

interface Game {
  id: number;
  home_team_id: number;
  away_team_id: number;
  start: string;
}

async function arrangePublished(leagueId: number, auth: Record<string, string>) {
  const a = await arrangeSeason(t.db, leagueId);
  await uploadGymTime(t.app, auth, a.season.id, gymTimeCsv);
  const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(auth).send(twoDivisions(a));
  await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(auth);
  return { ...a, games: built.body.games as Game[] };
}

async function tokenOf(seasonId: number, kind: string, subject: string) {
  return (await t.db.calendarFeed.findFirstOrThrow({ where: { seasonId, kind, subject } })).token;
}

const openPage = (token: string) => request(t.app).get(`/api/public/schedules/${token}/`);
const playedBy = (games: Game[], teamIds: number[]) => games.filter((g) => teamIds.includes(g.home_team_id) || teamIds.includes(g.away_team_id));

describe("a family's or coach's games page, opened by the calendar link's token", () => {
  it("shows a family both children's published games, in order, with each gym's address and a map link", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangePublished(admin.leagueId, admin.auth);
    const household = a.households[0]!;

    const res = await openPage(await tokenOf(a.season.id, 'family', `household-${household.id}`));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'family', season: a.season.name, calendar_url: expect.stringMatching(/\/api\/public\/calendars\/[0-9a-f]{64}\.ics$/) });
    expect(res.body.teams.map((team: { division: string; players: string[] }) => [team.division, team.players.length])).toEqual([['U8', 1], ['U12', 1]]);
    const familyGames = playedBy(a.games, household.teamIds);
    expect(res.body.games.map((g: { id: number }) => g.id).sort()).toEqual(familyGames.map((g) => g.id).sort());
    const starts = res.body.games.map((g: { date: string; start: string }) => `${g.date} ${g.start.padStart(5, '0')}`);
    expect(starts).toEqual([...starts].sort());
    const first = res.body.games[0];
    expect(first.day).toMatch(/^Saturday \d+ October$/);
    expect(first.address).toMatch(/^(12 Elm St|400 Oak Ave)$/);
    expect(first.map_url).toBe(`https://www.openstreetmap.org/search?query=${encodeURIComponent(first.address)}`);
    expect(first.playing).toHaveLength(1);
  });

  it('keeps showing the published games after a day is closed, until the moves are published', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangePublished(admin.leagueId, admin.auth);
    const household = a.households[0]!;
    const token = await tokenOf(a.season.id, 'family', `household-${household.id}`);
    const before = (await openPage(token)).body;
    const closed = before.games[0].date as string;

    await request(t.app).post(`/api/seasons/${a.season.id}/schedule/close/`).set(admin.auth).send({ date: closed, dry_run: false });
    const drafted = (await openPage(token)).body;
    await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(admin.auth);
    const published = (await openPage(token)).body;

    expect(drafted.games).toEqual(before.games);
    expect(published.games.some((g: { date: string }) => g.date === closed)).toBe(false);
    expect(published.games.map((g: { id: number }) => g.id).sort()).toEqual(before.games.map((g: { id: number }) => g.id).sort());
  });

  it("shows a coach every team they coach, and never another season's games of the same league", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const fall = await arrangePublished(admin.leagueId, admin.auth);
    const spring = await arrangePublished(admin.leagueId, admin.auth);
    const bees = fall.teams.find((team) => team.name === 'Bees')!;
    const foxes = fall.teams.find((team) => team.name === 'Foxes')!;

    const res = await openPage(await tokenOf(fall.season.id, 'coach', fall.sharedCoach.toLowerCase()));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'coach', name: 'Coach Bees', season: fall.season.name });
    expect(res.body.teams.map((team: { name: string }) => team.name)).toEqual(['Bees', 'Foxes']);
    expect(res.body.games.map((g: { id: number }) => g.id).sort()).toEqual(playedBy(fall.games, [bees.id, foxes.id]).map((g) => g.id).sort());
    const springIds = new Set(spring.games.map((g) => g.id));
    expect(res.body.games.filter((g: { id: number }) => springIds.has(g.id))).toEqual([]);
    expect(new Set(res.body.games.flatMap((g: { playing: string[] }) => g.playing))).toEqual(new Set(['Bees', 'Foxes']));
  });

  it('answers a withdrawn link and an unknown one with a 404 that says which it is', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const a = await arrangePublished(admin.leagueId, admin.auth);
    const feed = await t.db.calendarFeed.findFirstOrThrow({ where: { seasonId: a.season.id, kind: 'family' } });
    await request(t.app).post(`/api/seasons/${a.season.id}/calendars/${feed.id}/withdraw/`).set(admin.auth);

    const withdrawn = await openPage(feed.token);
    const unknown = await openPage('b'.repeat(64));
    const malformed = await openPage('not-a-token');

    expect(withdrawn.status).toBe(404);
    expect(withdrawn.body).toMatchObject({ code: 'link_withdrawn', error: expect.stringMatching(/^This schedule link was withdrawn by the league\./) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/^This schedule link is not known\./);
    expect(malformed.body).toEqual(unknown.body);
  });
});
