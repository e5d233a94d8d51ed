import { DateTime } from 'luxon';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger.js';
import { seasonOutboxSettled, useMailingApp } from '../../../testing/mailing-app.js';
import { sweepGameReminders } from '../game-reminder-sweep.js';
import { arrangePublishedOfficials, saturdays } from './arrange-officials.js';

// Reminders through the real outbox and queue (pg-boss on PostgreSQL, the loop on the embedded
// database) to an in-process SMTP server. The sweep reads every league's games, so each test
// moves its season's games its own number of weeks on (weekdays kept) and sweeps only there.
const t = useMailingApp();

const sweepAt = (instant: Date) => sweepGameReminders({ db: t.db, notifier: t.notifier, logger: createLogger('silent'), clock: () => instant, publicUrl: 'https://league.example.org' });

const dayMs = 86_400_000;

/** Published officials with the season's games `weeks` weeks later; `at(day, hour)` is a time counted from its first Saturday's midnight. */
async function publishedWeeksOn(weeks: number) {
  const a = await arrangePublishedOfficials(t.app, t.db);
  await seasonOutboxSettled(t.db, a.season.id);
  for (const game of a.games) await t.db.scheduleGame.update({ where: { id: game.id }, data: { date: new Date(game.date.getTime() + weeks * 7 * dayMs) } });
  const firstSaturday = Date.parse(`${saturdays[0]}T00:00:00Z`) + weeks * 7 * dayMs;
  const at = (day: number, hour: number) => new Date(firstSaturday + day * dayMs + hour * 3_600_000);
  const reminders = () => t.db.outboxMessage.findMany({ where: { leagueId: a.leagueId, kind: 'officials_reminder' }, orderBy: { id: 'asc' } });
  /** The published assignments of the first Saturday's games starting at `minute`. */
  const toldAt = (minute: number) => t.db.officialAssignment.findMany({
    where: { status: 'published', game: { seasonId: a.season.id, date: new Date(firstSaturday), startMinute: minute } },
    include: { referee: true, game: { include: { homeTeam: true, awayTeam: true } } },
    orderBy: { id: 'asc' },
  });
  const emailOf = (refereeId: number) => `${a.refs.find((r) => r.id === refereeId)!.username}@example.org`;
  const firstDay = new Date(firstSaturday).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return { ...a, at, reminders, toldAt, emailOf, firstDay };
}

describe('game reminders to officials', () => {
  it('reminds each official once, two days before, naming the game, its place, their role and linking to My games', async () => {
    const a = await publishedWeeksOn(2400);
    await t.db.venue.update({ where: { id: a.venues.lincoln.id }, data: { address: '12 Elm Street, Springfield' } });
    const morning = await a.toldAt(540);

    const first = await sweepAt(a.at(-2, 9)); // exactly 48 hours before the 9:00 games
    const again = await sweepAt(a.at(-2, 9.5));
    await seasonOutboxSettled(t.db, a.season.id);

    expect(morning.length).toBeGreaterThan(0);
    expect(first).toHaveLength(morning.length);
    expect(again).toEqual([]);
    const rows = await a.reminders();
    expect(rows.map((r) => r.recipients[0]).sort()).toEqual(morning.map((m) => a.emailOf(m.refereeId)).sort());
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const m of morning) expect(t.inbox.to(a.emailOf(m.refereeId)).filter((mail) => mail.raw.includes('Reminder'))).toHaveLength(1);
    const atLincoln = morning.find((m) => m.game.venueId === a.venues.lincoln.id)!;
    const mail = rows.find((r) => r.recipients[0] === a.emailOf(atLincoln.refereeId))!;
    expect(mail.subject).toBe(`Reminder: you officiate ${atLincoln.game.homeTeam.name} vs ${atLincoln.game.awayTeam.name} on ${a.firstDay} at 9:00`);
    expect(mail.body).toContain(`- When: ${a.firstDay}, 9:00-10:00`);
    expect(mail.body).toContain('- Where: Lincoln, court 1, 12 Elm Street, Springfield');
    expect(mail.body).toContain(`- Game: ${atLincoln.game.homeTeam.name} vs ${atLincoln.game.awayTeam.name} (U12)`);
    expect(mail.body).toContain(`- You are the ${atLincoln.role}`);
    expect(mail.body).toContain('https://league.example.org/referee/games');
  });

  it('tries a reminder again when the mail server refuses it once, and each official still gets exactly one', async () => {
    const a = await publishedWeeksOn(2300);
    const morning = await a.toldAt(540);
    const refused = a.emailOf(morning[0]!.refereeId);
    t.inbox.refuseOnceTo(refused);

    await sweepAt(a.at(-2, 9));
    await seasonOutboxSettled(t.db, a.season.id);

    const rows = await a.reminders();
    expect(rows).toHaveLength(morning.length);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(rows.filter((r) => r.attempts === 2).map((r) => r.recipients)).toEqual([[refused]]);
    for (const m of morning) expect(t.inbox.to(a.emailOf(m.refereeId)).filter((mail) => mail.raw.includes('Reminder'))).toHaveLength(1);
  });

  it('two sweeps at the same moment (two servers) write and send each reminder once', async () => {
    const a = await publishedWeeksOn(2410);
    const morning = await a.toldAt(540);

    const [one, other] = await Promise.all([sweepAt(a.at(-2, 9.5)), sweepAt(a.at(-2, 9.5))]);
    await seasonOutboxSettled(t.db, a.season.id);

    expect([...one, ...other]).toHaveLength(morning.length);
    expect(await a.reminders()).toHaveLength(morning.length);
    const reminded = t.inbox.received.filter((mail) => mail.raw.includes('Reminder') && a.refs.some((r) => mail.to.includes(`${r.username}@example.org`)));
    expect(reminded).toHaveLength(morning.length);
  });

  it('reminds no game more than two days ahead or already started, and never a declined one', async () => {
    const a = await publishedWeeksOn(2420);
    const evening = await a.toldAt(1200);
    const [declined, kept] = evening;
    const declinedBy = a.refs.find((r) => r.id === declined!.refereeId)!;
    await request(t.app).post(`/api/assignments/${declined!.id}/decline/`).set(declinedBy.auth).send({ reason: 'Family dinner.' }).expect(200);

    const early = await sweepAt(a.at(-2, 8.99)); // a minute more than two days before the 9:00 games
    const started = await sweepAt(a.at(0, 9.25)); // the 9:00 games have started; 20:00 is within two days

    expect(early).toEqual([]);
    expect(started).toHaveLength(1);
    expect((await a.reminders()).map((r) => r.recipients[0])).toEqual([a.emailOf(kept!.refereeId)]);
  });

  it('reminds again at the new time when a game moves after its reminder', async () => {
    const a = await publishedWeeksOn(2430);
    const [told] = await a.toldAt(540);
    await sweepAt(a.at(-2, 9));
    // The assignor moves the game to 11:00 the same day (the move keeps the game and its officials).
    await t.db.scheduleGame.update({ where: { id: told!.gameId }, data: { startMinute: 660, endMinute: 720 } });

    const afterMove = await sweepAt(a.at(-2, 11));
    const again = await sweepAt(a.at(-2, 12));

    const mine = (await a.reminders()).filter((r) => r.recipients[0] === a.emailOf(told!.refereeId) && r.subject.includes(told!.game.homeTeam.name));
    expect(afterMove.length).toBeGreaterThan(0);
    expect(again).toEqual([]);
    expect(mine.map((r) => r.subject.split(' at ').at(-1))).toEqual(['9:00', '11:00']);
  });
  it('in a league far from UTC, counts the two days from the game time on its own clock', async () => {
    const a = await publishedWeeksOn(2440);
    await t.db.league.update({ where: { id: a.leagueId }, data: { timeZone: 'America/Los_Angeles' } });
    const morning = await a.toldAt(540);
    const gameDay = a.at(0, 0).toISOString().slice(0, 10);
    const nineThere = DateTime.fromISO(`${gameDay}T09:00`, { zone: 'America/Los_Angeles' }).toJSDate(); // 16:00 or 17:00 UTC
    const twoDaysBefore = new Date(nineThere.getTime() - 2 * dayMs);

    const asIfUtc = await sweepAt(a.at(-2, 9)); // two days before 9:00 read as UTC: too early there
    const minuteEarly = await sweepAt(new Date(twoDaysBefore.getTime() - 60_000));
    const due = await sweepAt(twoDaysBefore);
    await seasonOutboxSettled(t.db, a.season.id);

    expect(morning.length).toBeGreaterThan(0);
    expect(asIfUtc).toEqual([]);
    expect(minuteEarly).toEqual([]);
    expect(due).toHaveLength(morning.length);
    expect((await a.reminders()).every((r) => r.subject.endsWith(' at 9:00'))).toBe(true);
  });
});
