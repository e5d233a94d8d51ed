import { DateTime } from 'luxon';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { seasonOutboxSettled, useMailingApp } from '../../../testing/mailing-app.js';
import { arrangeSeasonWithGymTime, twoDivisions } from './arrange-season.js';
import { calendarLinkIn, feedTimeZones, readFeed, schedulePageIn } from './read-feed.js';

const t = useMailingApp();

const outboxSettled = (seasonId: number) => seasonOutboxSettled(t.db, seasonId);

async function arrangeBuilt() {
  const a = await arrangeSeasonWithGymTime(t);
  const { admin } = a;
  const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(admin.auth).send(twoDivisions(a));
  return { ...a, games: built.body.games as { id: number; home_team_id: number; away_team_id: number; start: string }[] };
}

const publish = (auth: Record<string, string>, seasonId: number, body: object = {}) => request(t.app).post(`/api/seasons/${seasonId}/schedule/publish/`).set(auth).send(body);

describe('publishing a season schedule', () => {
  it('emails each household once with all its children\'s games, and each coach once with every team they coach', async () => {
    const a = await arrangeBuilt();

    const res = await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);

    // 3 households + 2 children without a sibling; 7 coaches (one coaches Bees and Foxes).
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, notified: { families: 5, coaches: 7 }, sending: true });
    for (const household of a.households) expect(t.inbox.to(household.email)).toHaveLength(1);
    const sharedCoachMail = t.inbox.to(a.sharedCoach);
    expect(sharedCoachMail).toHaveLength(1);
    expect(sharedCoachMail[0]!.raw).toContain('Bees');
    expect(sharedCoachMail[0]!.raw).toContain('Foxes');
    const coachPage = await request(t.app).get(schedulePageIn(sharedCoachMail[0]!.raw));
    expect(coachPage.body).toMatchObject({ kind: 'coach', name: 'Coach Bees' });
    const familyPage = await request(t.app).get(schedulePageIn(t.inbox.to(a.households[0]!.email)[0]!.raw));
    expect(familyPage.body.kind).toBe('family');
    expect(familyPage.body.calendar_url).toBe(`https://league.example.org${calendarLinkIn(t.inbox.to(a.households[0]!.email)[0]!.raw)}`);
    expect(await t.db.scheduleGame.count({ where: { seasonId: a.season.id, status: 'published' } })).toBe(12);
  });

  it("gives a family a calendar feed with both children's games, whose events keep their ids when published again", async () => {
    const a = await arrangeBuilt();
    await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);
    const household = a.households[0]!;
    const link = calendarLinkIn(t.inbox.to(household.email)[0]!.raw);

    const first = await request(t.app).get(link);
    await publish(a.admin.auth, a.season.id);
    const second = await request(t.app).get(link);

    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    const events = readFeed(first.text);
    const familyGames = a.games.filter((g) => household.teamIds.includes(g.home_team_id) || household.teamIds.includes(g.away_team_id));
    expect(events).toHaveLength(familyGames.length);
    expect(events.map((e) => e.uid).sort()).toEqual(familyGames.map((g) => `game-${g.id}@league-platform`).sort());
    const game = familyGames[0]!;
    expect(events.find((e) => e.uid === `game-${game.id}@league-platform`)!.start).toBe(`${game.start}:00`);
    expect(events[0]!.location).toMatch(/^(Lincoln, court \d, 12 Elm St|Roosevelt, court 1, 400 Oak Ave)$/);
    expect(readFeed(second.text).map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it("places a family's games in the league's time zone, so a phone elsewhere shows the gym's time", async () => {
    const a = await arrangeBuilt();
    await request(t.app).put('/api/leagues/me/time_zone/').set(a.admin.auth).send({ time_zone: 'America/Chicago' }).expect(200);
    await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);
    const household = a.households[0]!;

    const feed = await request(t.app).get(calendarLinkIn(t.inbox.to(household.email)[0]!.raw));

    expect(feed.status).toBe(200);
    expect(feedTimeZones(feed.text)).toEqual(['America/Chicago']);
    const events = readFeed(feed.text);
    const familyGames = a.games.filter((g) => household.teamIds.includes(g.home_team_id) || household.teamIds.includes(g.away_team_id));
    expect(events).toHaveLength(familyGames.length);
    for (const game of familyGames) {
      const event = events.find((e) => e.uid === `game-${game.id}@league-platform`)!;
      expect(event).toMatchObject({ start: `${game.start}:00`, zone: 'America/Chicago' });
      expect(event.instant).toBe(DateTime.fromISO(game.start, { zone: 'America/Chicago' }).toUTC().toISO({ suppressMilliseconds: false }));
    }
  });

  it('gives a coach of two teams one calendar feed with the games of both teams', async () => {
    const a = await arrangeBuilt();
    await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);
    const coached = a.teams.filter((team) => team.coachEmail === a.sharedCoach).map((team) => team.id);

    const res = await request(t.app).get(calendarLinkIn(t.inbox.to(a.sharedCoach)[0]!.raw));

    expect(res.status).toBe(200);
    const coachGames = a.games.filter((g) => coached.includes(g.home_team_id) || coached.includes(g.away_team_id));
    expect(coached).toHaveLength(2);
    expect(readFeed(res.text).map((e) => e.uid).sort()).toEqual(coachGames.map((g) => `game-${g.id}@league-platform`).sort());
  });

  it('a dry run answers how many families and coaches publishing would email, and writes nothing', async () => {
    const a = await arrangeBuilt();

    const preview = await publish(a.admin.auth, a.season.id, { dry_run: true });
    const written = {
      messages: await t.db.outboxMessage.count({ where: { topic: `season:${a.season.id}` } }),
      versions: await t.db.scheduleVersion.count({ where: { seasonId: a.season.id } }),
      feeds: await t.db.calendarFeed.count({ where: { seasonId: a.season.id } }),
      published: await t.db.scheduleGame.count({ where: { seasonId: a.season.id, status: 'published' } }),
    };
    const published = await publish(a.admin.auth, a.season.id);

    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, version: 1, notified: { families: 5, coaches: 7 } });
    expect(written).toEqual({ messages: 0, versions: 0, feeds: 0, published: 0 });
    expect(published.body).toMatchObject({ dry_run: false, version: 1, notified: preview.body.notified });
  });

  it('refuses a dry_run that is not true or false, naming it, and publishes nothing', async () => {
    const a = await arrangeBuilt();

    const res = await publish(a.admin.auth, a.season.id, { dry_run: 'yes' });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/dry_run must be true or false/);
    expect(await t.db.scheduleVersion.count({ where: { seasonId: a.season.id } })).toBe(0);
  });

  it('tries an email again when the mail server refuses it once, and every family and coach still gets exactly one', async () => {
    const a = await arrangeBuilt();
    t.inbox.refuseOnceTo(a.households[0]!.email);

    await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);

    const rows = await t.db.outboxMessage.findMany({ where: { topic: `season:${a.season.id}` } });
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(rows.filter((row) => row.attempts === 2).map((row) => row.recipients)).toEqual([[a.households[0]!.email]]);
    for (const household of a.households) expect(t.inbox.to(household.email)).toHaveLength(1);
    expect(t.inbox.to(a.sharedCoach)).toHaveLength(1);
  });

  it('tells nobody again when nothing changed since the last publication', async () => {
    const a = await arrangeBuilt();
    await publish(a.admin.auth, a.season.id);

    const again = await publish(a.admin.auth, a.season.id);

    expect(again.body).toMatchObject({ version: 2, notified: { families: 0, coaches: 0 } });
  });

  it('withdraws a calendar link: it stops working, and the next publication emails the family a new one', async () => {
    const a = await arrangeBuilt();
    await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);
    const household = a.households[0]!;
    const oldLink = calendarLinkIn(t.inbox.to(household.email)[0]!.raw);
    const list = await request(t.app).get(`/api/seasons/${a.season.id}/calendars/`).set(a.admin.auth);
    const feed = list.body.results.find((f: { url: string }) => f.url.endsWith(oldLink));

    const withdrawn = await request(t.app).post(`/api/seasons/${a.season.id}/calendars/${feed.id}/withdraw/`).set(a.admin.auth);
    const oldAfter = await request(t.app).get(oldLink);
    const preview = await publish(a.admin.auth, a.season.id, { dry_run: true });
    const again = await publish(a.admin.auth, a.season.id);
    await outboxSettled(a.season.id);
    const newLink = calendarLinkIn(t.inbox.to(household.email)[1]!.raw);

    expect(list.body.count).toBe(8 + 5 + 7);
    expect(feed).toMatchObject({ kind: 'family' });
    expect(withdrawn.status).toBe(204);
    expect(oldAfter.status).toBe(404);
    expect(preview.body.notified).toEqual({ families: 1, coaches: 0 });
    expect(again.body.notified).toEqual({ families: 1, coaches: 0 });
    expect(newLink).not.toBe(oldLink);
    expect((await request(t.app).get(newLink)).status).toBe(200);
  });

  it('answers a link that does not exist as not found', async () => {
    const res = await request(t.app).get(`/api/public/calendars/${'a'.repeat(64)}.ics`);

    expect(res.status).toBe(404);
  });

  it('refuses to publish a season without a schedule, and another league\'s season is not found', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const other = await createAdminInNewLeague(t.db);

    const empty = await publish(admin.auth, season.id);
    const foreign = await publish(other.auth, season.id);

    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('This season has no schedule to publish yet. Build the schedule first.');
    expect(foreign.status).toBe(404);
  });
});
