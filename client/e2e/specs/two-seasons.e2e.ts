import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueName } from '../support/api';
import { arrangeDivision, arrangeLeague, arrangeSkills } from '../support/arrange-league';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { arrangeSeasonDated, arrangeTwoTeams, everyPlayerThree, hawksRatings, importThroughScreen, rateThroughApi, skillNames } from '../support/two-seasons';
import { statusShown, choose, visit } from '../support/ui';

// Season 1 of two (issue 24): a LeagueApps-style export without ratings imported through the
// screen, coach links made on Coach Ratings, and one coach rating on a phone. The next season is
// two-seasons-spring.e2e.ts (split so each journey stays well inside its minute).

/** The Hawks coach on a phone: opens the link, sees only the Hawks, rates each player and saves. */
async function rateOnPhone(browser: Browser, address: string) {
  const phone = await openPage(browser, { width: 390, height: 844 });
  try {
    await phone.goto(address);
    await phone.getByRole('heading', { level: 1, name: 'Rate the Hawks' }).waitFor();
    await expectAccessible(phone, 'coach rating form');
    expect(await phone.getByRole('region', { name: 'Ethan Brooks' }).count()).toBe(0);
    for (const [name, values] of Object.entries(hawksRatings)) {
      const card = phone.getByRole('region', { name });
      for (const [i, skill] of skillNames.entries()) await card.getByRole('group', { name: skill }).getByRole('button', { name: String(values[i]) }).click();
      await card.getByRole('button', { name: `Save ${name}'s ratings` }).click();
      await card.getByText(`Saved 3 ratings for ${name}.`).waitFor();
    }
    await saveScreenshot(phone, 'two-seasons-coach-phone');
  } finally {
    await phone.context().close();
  }
}

describe('league admin: the first of two seasons', () => {
  test('imports a season without ratings through the screen, makes coach links and a coach rates on a phone', async ({ page, browser }) => {
    const league = await arrangeLeague();
    const fall = await arrangeSeasonDated(league, uniqueName('Fall'), '2025-09-01', '2026-03-31');
    const fallU12 = await arrangeDivision(league, fall, { name: 'U12 Fall' });
    await arrangeSkills(league, fallU12, skillNames);
    await logInAsAdmin(page, league.credentials);

    // The export has no ratings.
    await importThroughScreen(page, fall, fallU12, 'leagueapps-fall-export.csv', 'fall import');
    await statusShown(page, '8 new, 0 returning, 0 possible matches to confirm, 0 rows with problems, 0 withdrawn.');
    await expectAccessible(page, 'fall import (preview)');
    await page.getByRole('button', { name: 'Import 8 players' }).click();
    await statusShown(page, 'Imported: 8 players registered (8 new, 0 returning).');
    await expectAccessible(page, 'fall import (done)');
    await arrangeTwoTeams(league, fallU12, Object.keys(hawksRatings));

    // End of the season: coach links from the Coach Ratings page.
    await visit(page, 'View Teams', 'View Teams');
    await choose(page, 'Season', fall.name);
    await choose(page, 'Division', fallU12.name);
    await page.getByRole('link', { name: 'Coach Ratings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coach Ratings' }).waitFor();
    await page.getByLabel('Coach of Hawks').fill('Coach Kim');
    await expectAccessible(page, 'coach ratings (before links)');
    await page.getByRole('button', { name: 'Make links for 2 teams' }).click();
    const links = page.getByRole('list', { name: 'New coach links' });
    const addressOf = async (team: string) => (await links.getByRole('listitem').filter({ hasText: team }).getByText(/\/coach-ratings\//).textContent())!;
    const hawksAddress = await addressOf('Hawks (Coach Kim)');
    await expectAccessible(page, 'coach ratings (new links)');
    await rateOnPhone(browser, hawksAddress);
    await rateThroughApi((await addressOf('Owls')).split('/').pop()!, everyPlayerThree);

    // The links table counts what each coach rated.
    await page.reload();
    await page.getByRole('table', { name: 'Coach links' }).getByRole('row', { name: /Hawks Coach Kim .* Active 4/ }).waitFor();
    await page.getByRole('table', { name: 'Coach links' }).getByRole('row', { name: /Owls .* Active 4/ }).waitFor();
  });
});
