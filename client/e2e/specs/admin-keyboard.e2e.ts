import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { arrangeLeague, sampleCsvPath } from '../support/arrange-league';
import { chooseByKeyboard, openFileChooser, tabTo } from '../support/keyboard';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { downloadCsv, statusShown } from '../support/ui';

// Keyboard only: Tab / Shift+Tab to move, Enter / Space to act, arrow keys in menus. No
// clicks, no .focus(), no .fill(): every step below is something a keyboard user can do.

async function goTo(page: Page, linkName: string, heading: string) {
  await tabTo(page, page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: linkName }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function typeInto(page: Page, label: string, text: string, scope = page.locator('body')) {
  await tabTo(page, scope.getByLabel(label));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function press(page: Page, name: string, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press(key);
}

async function chooseSeasonAndDivision(page: Page, season: string, division: string) {
  await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Season', exact: true }), season);
  await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Division', exact: true }), division);
}

describe('league admin, keyboard only', () => {
  test('creates a season, a division and skills, balances the sample CSV, saves, views the teams and exports the players', async ({ page }) => {
    const league = await arrangeLeague();
    await logInAsAdmin(page, league.credentials);
    const [season, division] = ['Keyboard Season', 'Keyboard U12'];

    await goTo(page, 'Start New Season', 'Season Management');
    await typeInto(page, 'Season Name', season);
    await page.keyboard.press('Enter');
    await statusShown(page, 'Season created successfully!');

    await goTo(page, 'Create Divisions', 'Create Divisions');
    await typeInto(page, 'Division Name', division);
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Season', exact: true }), season);
    await typeInto(page, 'Minimum Age', '10');
    await typeInto(page, 'Maximum Age', '12');
    await page.keyboard.press('Enter');
    await statusShown(page, 'Division created successfully!');

    await goTo(page, 'Skills', 'Skills Management');
    await chooseSeasonAndDivision(page, season, division);
    for (const [name, weight] of [['Shooting', '3'], ['Defense', '2']] as const) {
      await press(page, 'Add Skill');
      const dialog = page.getByRole('dialog', { name: 'Add Skill' });
      await dialog.waitFor();
      await typeInto(page, 'Skill Name', name, dialog);
      await typeInto(page, 'Weight (1-10)', weight, dialog);
      await page.keyboard.press('Enter');
      await statusShown(page, 'Skill created successfully!');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    await goTo(page, 'Create Teams', 'Create Balanced Teams');
    await chooseSeasonAndDivision(page, season, division);
    await page.getByRole('table', { name: 'Division skills' }).waitFor();
    // The file input, or the drop zone wrapping a hidden one, is reached with Tab and opened
    // with Space; the operating system's file chooser it opens is answered by Playwright's
    // setFiles (the one step no keyboard test can type).
    const chooser = await openFileChooser(page, page.locator('input[type="file"], :has(> input[type="file"])'));
    await chooser.setFiles(sampleCsvPath);
    await page.getByText(/[1-9]\d* columns found/).waitFor();
    await typeInto(page, 'Number of Teams', '4');
    await press(page, 'Create Balanced Teams');
    // Issue 10's wording: a preview is not saved, so the message must not say "created".
    await statusShown(page, 'Preview ready: 4 teams. Save to keep them.');
    await page.getByRole('region', { name: 'Team 4', exact: true }).waitFor();
    await press(page, 'Save Teams');
    await statusShown(page, 'Teams saved successfully.');

    await goTo(page, 'View Teams', 'View Teams');
    await chooseSeasonAndDivision(page, season, division);
    await page.getByRole('article', { name: 'Team 1' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    await press(page, 'Export Players');
    const dialog = page.getByRole('dialog', { name: 'Export Players' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Export CSV' }));
    const lines = await downloadCsv(page, () => page.keyboard.press('Enter'));

    expect(lines[0]).toBe('Division,Team,First Name,Last Name,Date of Birth');
    expect(lines).toHaveLength(73);
    expect(lines.filter((line) => line.startsWith(`${division},Team 1,`)).length).toBe(18);
  });
});
