import { describe, expect } from 'vitest';
import type { ScheduleGameDto } from '@league/contract';
import { arrangeScheduleSeason, playsIn, readSchedule, type ScheduleFamily } from '../support/arrange-schedule';
import { openPage } from '../support/browser';
import { linkAfter, mailTo, waitForMail } from '../support/mailbox';
import { arrangePublishedSchedule, closeDay, eventUid, openSeasonSchedule, placeOf, publishSchedule, readCalendar } from '../support/season-games';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

/** The Saturday whose closing touches the fewest families, among those a family with two children plays on. */
function dayToClose(games: ScheduleGameDto[], families: ScheduleFamily[]) {
  const days = [...new Set(games.map((g) => g.start.slice(0, 10)))];
  const touched = (day: string) => families.filter((f) => games.some((g) => g.start.startsWith(day) && playsIn(g, f.teamIds)));
  const day = days.filter((d) => touched(d).some((f) => f.children.length === 2)).sort((a, b) => touched(a).length - touched(b).length)[0]!;
  return { day, family: touched(day).find((f) => f.children.length === 2)! };
}

// The season's games, second half (issue 40): a published schedule (arranged through the API;
// season-games-publish builds one on screen) loses a Saturday.
describe("the season's games: a Saturday closed (issue 40)", () => {
  test('the moves are previewed and published, only the families concerned are emailed again, and the calendar keeps its events', async ({ page, browser }) => {
    const s = await arrangeScheduleSeason();
    await arrangePublishedSchedule(s);
    const games = await readSchedule(s);
    const { day, family } = dayToClose(games, s.families);
    const [mail] = await waitForMail(family.email, 1);
    const calendarLink = linkAfter(mail!, "Add the games to your phone's calendar");
    const before = await readCalendar(calendarLink);
    for (const f of s.families) await waitForMail(f.email, 1);

    await logInAsAdmin(page, s.league.credentials);
    await openSeasonSchedule(page, s);
    await closeDay(page, day);
    const moved = await readSchedule(s);
    const changed = moved.filter((g) => placeOf(g) !== placeOf(games.find((b) => b.id === g.id)!));
    const concerned = s.families.filter((f) => changed.some((g) => playsIn(g, f.teamIds)));
    const { asked, published } = await publishSchedule(page, 2);

    // Only the families whose games changed get a second email.
    expect(concerned.length).toBeGreaterThan(0);
    expect(concerned.length).toBeLessThan(s.families.length);
    const families = `${concerned.length} ${concerned.length === 1 ? 'family' : 'families'} and`;
    expect(asked).toContain(`Publishing now emails ${families}`);
    expect(published).toContain(families);
    for (const f of concerned) expect((await waitForMail(f.email, 2))[1]!.subject).toMatch(/: your game schedule has changed$/);
    for (const f of s.families.filter((x) => !concerned.includes(x))) expect(await mailTo(f.email)).toHaveLength(1);

    // The family's calendar keeps every event's id; the moved game's event has its new day and time.
    const after = await readCalendar(calendarLink);
    const movedGame = moved.find((g) => playsIn(g, family.teamIds) && games.find((b) => b.id === g.id)!.start.startsWith(day))!;
    expect(movedGame.start.startsWith(day)).toBe(false);
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    expect(after.find((e) => e.uid === eventUid(movedGame))!.start).toBe(`${movedGame.start}:00`);

    // The family's page (the second email's link) shows the game on its new day.
    const phone = await openPage(browser, { width: 390, height: 844, hasTouch: true });
    await phone.goto(linkAfter((await mailTo(family.email))[1]!, 'See your games'));
    const newDay = phone.getByRole('region', { name: new RegExp(` ${Number(movedGame.start.slice(8, 10))} (October|November)$`) });
    await newDay.getByRole('heading', { name: /vs/ }).first().waitFor();
    expect(await phone.getByRole('region', { name: new RegExp(` ${Number(day.slice(8, 10))} (October|November)$`) }).count()).toBe(0);
    await phone.context().close();
  });
});
