import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RefereeGameDto } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { feedTimeZones, readFeed } from '../../scheduling/__tests__/read-feed.js';
import { arrangePublishedOfficials } from './arrange-officials.js';

const t = useTestApp({ PUBLIC_URL: 'https://league.example.org' });

type Auth = { auth: Record<string, string> };
const myLink = (ref: Auth) => request(t.app).get('/api/referees/me/calendar/').set(ref.auth);
const makeLink = (ref: Auth) => request(t.app).post('/api/referees/me/calendar/').set(ref.auth);
const myGames = async (ref: Auth) => (await request(t.app).get('/api/referees/me/games/').set(ref.auth)).body as RefereeGameDto[];
/** The feed as a phone reads it, from the link's address. */
const openFeed = (url: string) => request(t.app).get(new URL(url).pathname);
const uidOf = (gameId: number) => `officiate-game-${gameId}@league-platform`;
/** "2026-10-03T09:00:00": a floating local time as ical.js reads it. */
const wallClock = (g: RefereeGameDto) => `${g.date}T${g.start.padStart(5, '0')}:00`;

describe("a referee's own calendar feed", () => {
  it('holds each game the referee officiates, with role, teams, division, time and venue', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    await t.db.venue.update({ where: { id: a.venues.lincoln.id }, data: { address: '12 Elm Street, Springfield' } });
    const ref = a.refs[0]!;

    const before = await myLink(ref);
    const made = await makeLink(ref);
    const feed = await openFeed(made.body.url);

    expect(before.body).toEqual({ url: null, created_at: null });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^https:\/\/league\.example\.org\/api\/public\/calendars\/referee\/[0-9a-f]{64}\.ics$/);
    expect((await myLink(ref)).body).toEqual(made.body);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const games = await myGames(ref);
    const events = readFeed(feed.text);
    expect(games.length).toBeGreaterThan(0);
    expect(events.map((e) => e.uid).sort()).toEqual(games.map((g) => uidOf(g.game_id)).sort());
    const atLincoln = games.find((g) => g.venue === 'Lincoln')!;
    const event = events.find((e) => e.uid === uidOf(atLincoln.game_id))!;
    const role = `${atLincoln.role[0]!.toUpperCase()}${atLincoln.role.slice(1)}`;
    expect(event).toMatchObject({ summary: `${role}: ${atLincoln.home} vs ${atLincoln.away} (U12)`, location: 'Lincoln, court 1, 12 Elm Street, Springfield', start: wallClock(atLincoln) });
  });

  it("places each game in the league's time zone when it has one, and keeps times floating when it has none", async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const ref = a.refs[0]!;
    const link = (await makeLink(ref)).body.url as string;
    const floating = (await openFeed(link)).text;

    await t.db.league.update({ where: { id: a.leagueId }, data: { timeZone: 'America/Chicago' } });
    const zoned = (await openFeed(link)).text;

    const games = await myGames(ref);
    expect(games.length).toBeGreaterThan(0);
    expect(readFeed(floating).every((e) => e.zone === 'floating')).toBe(true);
    expect(feedTimeZones(floating)).toEqual([]);
    expect(feedTimeZones(zoned)).toEqual(['America/Chicago']);
    expect(zoned).toContain(`DTSTART;TZID=America/Chicago:${games[0]!.date.replaceAll('-', '')}T`);
    const events = readFeed(zoned);
    for (const g of games) expect(events.find((e) => e.uid === uidOf(g.game_id))).toMatchObject({ start: wallClock(g), zone: 'America/Chicago' });
    // October in Chicago is daylight time, five hours behind UTC: a phone anywhere shows 9:00 there.
    const atNine = games.find((g) => g.start === '9:00')!;
    expect(events.find((e) => e.uid === uidOf(atNine.game_id))!.instant).toBe(`${atNine.date}T14:00:00.000Z`);
  });

  it('drops a declined game and a game given to another referee, and keeps a moved game under its id at the new time', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const [ref, other] = a.refs;
    const link = (await makeLink(ref!)).body.url as string;
    const [declined, reassigned, moved] = await myGames(ref!);

    await request(t.app).post(`/api/assignments/${declined!.assignment_id}/decline/`).set(ref!.auth).send({ reason: 'Away that weekend.' }).expect(200);
    await t.db.officialAssignment.update({ where: { id: reassigned!.assignment_id }, data: { refereeId: other!.id } });
    await t.db.scheduleGame.update({ where: { id: moved!.game_id }, data: { startMinute: 660, endMinute: 720 } });
    const events = readFeed((await openFeed(link)).text);

    const uids = events.map((e) => e.uid);
    expect(uids).not.toContain(uidOf(declined!.game_id));
    expect(uids).not.toContain(uidOf(reassigned!.game_id));
    expect(events.find((e) => e.uid === uidOf(moved!.game_id))).toMatchObject({ start: `${moved!.date}T11:00:00`, end: `${moved!.date}T12:00:00` });
    expect(uids).toHaveLength((await myGames(ref!)).filter((g) => g.status !== 'declined').length);
  });

  it('answers 404 for a withdrawn, replaced or unknown link, and for a referee no longer active', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const [ref, other] = a.refs;
    const first = (await makeLink(ref!)).body.url as string;
    const renewed = (await makeLink(ref!)).body.url as string;

    const afterRenew = [(await openFeed(first)).status, (await openFeed(renewed)).status];
    const withdrawn = await request(t.app).post('/api/referees/me/calendar/withdraw/').set(ref!.auth);
    const afterWithdraw = (await openFeed(renewed)).status;
    const otherLink = (await makeLink(other!)).body.url as string;
    await t.db.user.update({ where: { id: other!.id }, data: { isActive: false } });

    expect(afterRenew).toEqual([404, 200]);
    expect(withdrawn.status).toBe(204);
    expect(afterWithdraw).toBe(404);
    expect((await myLink(ref!)).body).toEqual({ url: null, created_at: null });
    expect((await openFeed(otherLink)).status).toBe(404);
    const unknown = await request(t.app).get(`/api/public/calendars/referee/${'0'.repeat(64)}.ics`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Calendar was not found.');
    expect((await request(t.app).get('/api/public/calendars/referee/not-a-token.ics')).status).toBe(404);
  });

  it("is not a family's link: the families' calendar and games page do not open it", async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const token = /([0-9a-f]{64})\.ics$/.exec((await makeLink(a.refs[0]!)).body.url as string)![1];

    expect((await request(t.app).get(`/api/public/calendars/${token}.ics`)).status).toBe(404);
    expect((await request(t.app).get(`/api/public/schedules/${token}/`)).status).toBe(404);
  });

  it('two new links asked at once leave exactly one working link', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const ref = a.refs[0]!;

    const answers = await Promise.all([makeLink(ref), makeLink(ref)]);
    const statuses = await Promise.all(answers.map((r) => openFeed(r.body.url as string).then((f) => f.status)));

    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(statuses.sort()).toEqual([200, 404]);
    expect(await t.db.calendarFeed.count({ where: { kind: 'referee', subject: String(ref.id), revokedAt: null } })).toBe(1);
  });

  it('is for referees only', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);

    const asAdmin = await myLink(a.admin);

    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error).toBe('Only referees have games to officiate and availability to give.');
  });
});
