import { describe, expect } from 'vitest';
import { arrangeScheduleSeason, playsIn, readSchedule } from '../support/arrange-schedule';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { linkAfter, waitForMail } from '../support/mailbox';
import { divisionSettings, eventUid, gymTimeBookings, gymTimeFile, importGymTime, openSeasonSchedule, publishSchedule, readCalendar, saveSchedule, seasonGames } from '../support/season-games';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

// The season's games, first half (issue 40): from the school's gym time to a family's phone.
// The second half, a Saturday closed, is season-games-close-day.
describe("the season's games: built and published (issue 40)", () => {
  test("gym time from a school's CSV, two divisions with siblings built and published, and a family's page and calendar on a phone", async ({ page, browser }) => {
    const s = await arrangeScheduleSeason();
    await logInAsAdmin(page, s.league.credentials);
    await openSeasonSchedule(page, s);
    await importGymTime(page, gymTimeFile, gymTimeBookings);
    await saveScreenshot(page, 'season-schedule-gym-time');
    await saveSchedule(page, divisionSettings, seasonGames);
    await saveScreenshot(page, 'season-schedule-games', { guideShows: page.getByText(`Saved ${seasonGames} games as a draft.`, { exact: false }) });
    // Dragging a game to another slot (mouse and keyboard) belongs here, before publishing.
    const { asked, published } = await publishSchedule(page, 1);
    await saveScreenshot(page, 'season-schedule-published');
    expect(asked).toContain(`Publishing now emails ${s.families.length} families and 1 coach.`);
    expect(published).toContain(`${s.families.length} families and 1 coach were emailed.`);

    // One email per family, whatever the number of children.
    const family = s.families.find((f) => f.children.length === 2)!;
    const [mail] = await waitForMail(family.email, 1);
    expect(mail!.subject).toMatch(/: your game schedule$/);
    for (const child of family.children) expect(mail!.text).toContain(`${child} plays for`);
    const pageLink = linkAfter(mail!, 'See your games');
    const calendarLink = linkAfter(mail!, "Add the games to your phone's calendar");
    const familyGames = (await readSchedule(s)).filter((g) => playsIn(g, family.teamIds));

    // The parent opens the email's link on a phone: every game, by day, with where to go.
    const phone = await openPage(browser, { width: 390, height: 844, hasTouch: true });
    await phone.goto(pageLink);
    await phone.getByRole('heading', { level: 1, name: 'Your games' }).waitFor();
    expect(await phone.getByRole('article').count()).toBe(familyGames.length);
    expect(await phone.getByRole('region').count()).toBe(new Set(familyGames.map((g) => g.start.slice(0, 10))).size);
    expect(await phone.getByRole('link', { name: /^Map of (Lincoln, 12 Elm St|Roosevelt, 400 Oak Ave)$/ }).count()).toBe(familyGames.length);
    expect(await phone.getByRole('link', { name: 'Add to my calendar' }).getAttribute('href')).toBe(calendarLink.replace(/^http:/, 'webcal:'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(phone, 'Family games page');
    await saveScreenshot(phone, 'family-games-phone');
    await phone.context().close();

    // The same link as a calendar: one event per game, at its local time.
    const events = await readCalendar(calendarLink);
    expect(events.map((e) => e.uid).sort()).toEqual(familyGames.map(eventUid).sort());
    for (const game of familyGames) expect(events.find((e) => e.uid === eventUid(game))!.start).toBe(`${game.start}:00`);

    // A coach of two teams gets one email with both, and the link to the same kind of page.
    const coachMail = await waitForMail(s.sharedCoach, 1);
    expect(coachMail).toHaveLength(1);
    expect(coachMail[0]!.text).toMatch(/Bees[\s\S]*Foxes/);
    expect(linkAfter(coachMail[0]!, 'See your games')).toMatch(/\/schedule\/[0-9a-f]{64}$/);
  });
});
