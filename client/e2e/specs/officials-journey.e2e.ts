import { describe, expect } from 'vitest';
import type { AssignOfficialsDto, RefereeCalendarLinkDto, RefereeGameDto, SeasonOfficialsDto } from '@league/contract';
import { apiCall } from '../support/api';
import { arrangeOfficials, gymTimeOn, upcomingSaturdays, type Official } from '../support/arrange-officials';
import { arrangeScheduleSeason, readSchedule } from '../support/arrange-schedule';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { arrangePublishedSchedule, readCalendar } from '../support/season-games';
import { logInAsAdmin, logInAsReferee } from '../support/session';
import { test } from '../support/test';

const officiateUid = (gameId: number) => `officiate-game-${gameId}@`;
const feedHas = async (url: string, gameId: number) => (await readCalendar(url)).some((e) => e.uid.startsWith(officiateUid(gameId)));

async function calendarLink(referee: Official): Promise<string> {
  return (await apiCall<RefereeCalendarLinkDto>(referee.token, 'POST', '/referees/me/calendar/')).url!;
}

// Officials for every game (issue 41), the assignor's week: a published schedule, eight
// referees of three levels arranged through the API; auto-assign and publish on the Officials
// page, a decline on a referee's phone, a replacement accepted on the board, emails and feeds.
describe('officials for every game (issue 41)', () => {
  test('auto-assign keeps every rule and names the open places, a phone decline is replaced from the board, and the emails and feeds follow', async ({ page, browser }) => {
    const s = await arrangeScheduleSeason();
    const saturdays = upcomingSaturdays();
    await arrangePublishedSchedule(s, gymTimeOn(saturdays));
    const lastDay = (await readSchedule(s)).map((g) => g.start.slice(0, 10)).sort().at(-1)!;
    const { officials, parentTeamId } = await arrangeOfficials(s, saturdays, lastDay);
    const adminEmail = `${s.league.credentials.username}@example.org`;

    // The board: the preview keeps every rule and says why the day everyone is off stays open.
    await logInAsAdmin(page, s.league.credentials);
    await page.goto('/dashboard/officials');
    await page.getByLabel('Season').selectOption({ label: s.season.name });
    await page.getByRole('button', { name: 'Preview assignments' }).click();
    const report = page.getByRole('region', { name: 'Preview report' });
    await report.getByText('No rule is broken', { exact: false }).waitFor();
    await report.getByText(/places? for an official stays? open; each game below says why\./).waitFor();
    const preview = await apiCall<AssignOfficialsDto>(s.league.token, 'POST', `/seasons/${s.season.id}/officials/assign/`, { dry_run: true });
    const board = await apiCall<SeasonOfficialsDto>(s.league.token, 'GET', `/seasons/${s.season.id}/officials/`);
    expect(preview.report.rules_broken).toBe(0);
    // The three referees the rules are about: each kept off what they may not take.
    const held = (name: string) => preview.assignments.filter((a) => a.referee_id === officials.find((o) => o.name === name)!.id).map((a) => ({ ...a, game: board.games.find((g) => g.game_id === a.game_id)! }));
    expect(held('Eve Ellis').filter((a) => a.game.division === 'U12' && a.role === 'referee' && a.game.date >= saturdays[3]!)).toEqual([]);
    const teamName = s.teams.find((t) => t.id === parentTeamId)!.name;
    expect(held('Pat Parker').filter((a) => [a.game.home, a.game.away].includes(teamName))).toEqual([]);
    const teen = held('Tia Teague');
    expect(teen.filter((a) => a.game.division === 'U12' && a.role === 'referee')).toEqual([]);
    const adults = new Set(officials.filter((o) => o.name !== 'Tia Teague').map((o) => o.id));
    for (const a of teen) expect(preview.assignments.some((p) => p.game_id === a.game_id && adults.has(p.referee_id))).toBe(true);
    const openGames = new Set(preview.uncovered.map((u) => u.game_id));
    expect([...openGames].map((id) => board.games.find((g) => g.game_id === id)!.date)).toEqual([...openGames].map(() => lastDay));
    const table = page.getByRole('table', { name: 'Games and their officials' });
    for (const open of preview.uncovered) {
      const game = board.games.find((g) => g.game_id === open.game_id)!;
      const row = table.getByRole('row').filter({ hasText: `${game.division}: ${game.home} vs ${game.away}` });
      await row.getByText(`${open.role}: open. ${open.reason.charAt(0).toUpperCase()}${open.reason.slice(1)}.`).waitFor();
    }
    await expectAccessible(page, 'officials board');
    await saveScreenshot(page, 'officials-board');
    await page.getByRole('button', { name: 'Publish assignments' }).click();
    await page.getByRole('dialog', { name: 'Publish assignments?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: /assignments? published;/ }).waitFor();

    // The decliner: a referee with a game; both feeds before the decline.
    const gamesOf = (r: Official) => apiCall<RefereeGameDto[]>(r.token, 'GET', '/referees/me/games/');
    const decliner = officials.find((o) => o.name === 'Rob Reyes')!;
    const declined = (await gamesOf(decliner))[0]!;
    const firstMails = await waitForMail(decliner.email, 1);
    expect(firstMails[0]!.subject).toBe(`Your games to officiate: ${s.season.name}`);
    const declinerFeed = await calendarLink(decliner);
    expect(await feedHas(declinerFeed, declined.game_id)).toBe(true);

    // On the referee's phone: "My games", decline one with a reason.
    const phone = await openPage(browser, { width: 390, height: 844, hasTouch: true });
    try {
      await logInAsReferee(phone, decliner.credentials);
      await phone.goto('/referee/games');
      const title = `${declined.home} vs ${declined.away}`;
      await phone.getByRole('button', { name: `Decline ${title}` }).first().click();
      const dialog = phone.getByRole('dialog', { name: 'Decline this game?' });
      await dialog.getByLabel('Why you decline').fill('My sister is getting married that day');
      await dialog.getByRole('button', { name: 'Decline game' }).click();
      await dialog.waitFor({ state: 'detached' });
      await phone.getByRole('listitem').filter({ hasText: title }).getByText('Declined').first().waitFor();
      await saveScreenshot(phone, 'referee-my-games-phone');
    } finally {
      await phone.context().close();
    }
    const [declineMail] = await waitForMail(adminEmail, 1);
    expect(declineMail!.subject).toMatch(/^Rob Reyes declined a game: /);
    expect(declineMail!.text).toContain('Their reason: My sister is getting married that day');
    expect(await feedHas(declinerFeed, declined.game_id)).toBe(false);

    // The assignor finds the open place and uses the first suggested replacement.
    await page.reload();
    await page.getByLabel('Season').selectOption({ label: s.season.name });
    const find = page.getByRole('button', { name: new RegExp(`^Find a referee for the ${declined.role} place of ${declined.home} vs ${declined.away},`) });
    await find.click();
    const panel = page.getByRole('dialog', { name: 'Who could take this place' });
    await panel.getByText('Rob Reyes declined (“My sister is getting married that day”)', { exact: false }).waitFor();
    await panel.getByRole('button', { name: /^Use: / }).first().click();
    await panel.getByRole('button', { name: 'Confirm change' }).click();
    await panel.getByRole('status').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    const after = await apiCall<SeasonOfficialsDto>(s.league.token, 'GET', `/seasons/${s.season.id}/officials/`);
    const holder = after.games.find((g) => g.game_id === declined.game_id)!.officials.find((o) => o.role === declined.role)!;
    const replacement = officials.find((o) => o.id === holder.referee_id)!;
    expect(replacement.name).not.toBe('Rob Reyes');
    const replacementFeed = await calendarLink(replacement);
    expect(await feedHas(replacementFeed, declined.game_id)).toBe(false);
    // Told of games at the first publication, the replacement has that email before the second.
    const toldBefore = (await gamesOf(replacement)).some((g) => g.status !== 'proposed');
    const mailsBefore = toldBefore ? (await waitForMail(replacement.email, 1)).length : 0;

    // Publishing again tells the replacement; their feed now has the game.
    await page.getByRole('button', { name: 'Publish assignments' }).click();
    await page.getByRole('dialog', { name: 'Publish assignments?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: /assignments? published;/ }).waitFor();
    const replacementMails = await waitForMail(replacement.email, mailsBefore + 1);
    const told = replacementMails.at(-1)!;
    expect(told.subject).toBe(`Your games to officiate: ${s.season.name}`);
    expect(told.text).toContain(`${declined.home} vs ${declined.away}`);
    expect(await feedHas(replacementFeed, declined.game_id)).toBe(true);
    expect(await feedHas(declinerFeed, declined.game_id)).toBe(false);
  });
});
