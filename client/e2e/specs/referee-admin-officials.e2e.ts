import { describe, expect } from 'vitest';
import type { SeasonOfficialsDto } from '@league/contract';
import { apiCall, uniqueName } from '../support/api';
import { arrangeOfficials, gymTimeOn, upcomingSaturdays } from '../support/arrange-officials';
import { arrangeScheduleSeason, readSchedule } from '../support/arrange-schedule';
import { expectAccessible } from '../support/browser';
import { arrangePublishedSchedule } from '../support/season-games';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';

// The league's referee coordinator assigns the officials (decision 0195): the league admin makes a
// referee administrator, who signs in on the Referee Portal and works the same Officials board.
describe("a referee administrator assigns the season's officials from the Referee Portal", () => {
  test('reaches the board from Admin Tools, previews and publishes, and the season\'s officials are published', async ({ page }) => {
    const s = await arrangeScheduleSeason();
    const saturdays = upcomingSaturdays();
    await arrangePublishedSchedule(s, gymTimeOn(saturdays));
    const lastDay = (await readSchedule(s)).map((g) => g.start.slice(0, 10)).sort().at(-1)!;
    await arrangeOfficials(s, saturdays, lastDay);
    const username = uniqueName('coord_').replace(' ', '_');
    const credentials = { username, password: 'coordinator-pass-1' };
    await apiCall(s.league.token, 'POST', '/referees/admins/', { ...credentials, email: `${username}@example.org`, first_name: 'Cora', last_name: 'Coordinator' });

    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAsReferee(page, credentials);
    await page.getByRole('button', { name: 'Assign Officials' }).click();
    await page.waitForURL('**/referee/admin/officials');
    await page.getByLabel('Season').selectOption({ label: s.season.name });
    await page.getByRole('table', { name: 'Games and their officials' }).waitFor();
    for (const division of s.divisions) await page.getByRole('button', { name: `Save ${division.name}`, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Preview assignments' }).click();
    await page.getByRole('region', { name: 'Preview report' }).getByText('No rule is broken', { exact: false }).waitFor();
    await expectAccessible(page, "referee admin's officials board");
    await page.getByRole('button', { name: 'Publish assignments' }).click();
    await page.getByRole('dialog', { name: 'Publish assignments?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: /assignments? published;/ }).waitFor();

    const board = await apiCall<SeasonOfficialsDto>(s.league.token, 'GET', `/seasons/${s.season.id}/officials/`);
    const held = board.games.flatMap((g) => g.officials);
    expect(held.length).toBeGreaterThan(0);
    expect(new Set(held.map((o) => o.status))).toEqual(new Set(['published']));
  });
});
