import { describe, expect } from 'vitest';
import { arrangeDivision, arrangeLeague, arrangePlayers, arrangeSeason, arrangeSkills } from '../support/arrange-league';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { choose, statusShown, visit } from '../support/ui';

// Every test signs in as the admin of a league of its own (arrangeLeague), so it sees only the
// seasons, divisions and players it made itself.
describe('league admin: season, divisions, skills, players and a transfer', () => {
  test('the dashboard home shows the counts and the quick links', async ({ page }) => {
    const league = await arrangeLeague();
    await arrangeSeason(league);

    await logInAsAdmin(page, league.credentials);

    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await page.getByRole('region', { name: 'Seasons' }).getByText('1', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Create Teams' }).first().waitFor();
    await expectAccessible(page, 'dashboard home');
    await saveScreenshot(page, 'admin-dashboard-home');
  });

  test('creates a season', async ({ page }) => {
    const league = await arrangeLeague();
    await logInAsAdmin(page, league.credentials);

    await visit(page, 'Start New Season', 'Season Management');
    const create = page.getByRole('button', { name: 'Create Season' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Season Name').fill('Fall 2026');
    await create.click();

    await statusShown(page, 'Season created successfully!');
    await page.getByRole('cell', { name: 'Fall 2026', exact: true }).waitFor();
    await expectAccessible(page, 'season management');
    await saveScreenshot(page, 'admin-seasons');
  });

  test('creates two divisions in a season, one without an upper age', async ({ page }) => {
    const league = await arrangeLeague();
    const season = await arrangeSeason(league);
    await logInAsAdmin(page, league.credentials);

    await visit(page, 'Create Divisions', 'Create Divisions');
    for (const [name, min, max] of [['U10', '8', '10'], ['U12', '11', '']] as const) {
      await page.getByLabel('Division Name').fill(name);
      await choose(page, 'Season', season.name);
      await page.getByLabel('Minimum Age').fill(min);
      await page.getByLabel('Maximum Age').fill(max);
      await page.getByRole('button', { name: 'Create Division' }).click();
      await statusShown(page, 'Division created successfully!');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    expect(await rowOf('U10').getByRole('cell').nth(2).textContent()).toBe('8-10');
    expect(await rowOf('U12').getByRole('cell').nth(2).textContent()).toBe('11+');
    await expectAccessible(page, 'create divisions');
    await saveScreenshot(page, 'admin-divisions');
  });

  test('adds two skills to a division and edits one inline, capping the weight at 10', async ({ page }) => {
    const league = await arrangeLeague();
    const season = await arrangeSeason(league);
    const division = await arrangeDivision(league, season);
    await logInAsAdmin(page, league.credentials);

    await visit(page, 'Skills', 'Skills Management');
    await page.getByText('Please select a division first').waitFor();
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);
    for (const [name, weight] of [['Shooting', '3'], ['Defense', '2']] as const) {
      await page.getByRole('button', { name: 'Add Skill' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Skill' });
      await dialog.getByLabel('Skill Name').fill(name);
      await dialog.getByLabel('Weight (1-10)').fill(weight);
      await dialog.getByRole('button', { name: 'Add Skill' }).click();
      await statusShown(page, 'Skill created successfully!');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Edit skill Shooting' }).click();
    await page.getByLabel('Weight', { exact: true }).fill('15');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('10');
    await expectAccessible(page, 'skills management (editing)');
    await page.getByRole('button', { name: 'Save skill Shooting' }).click();
    await statusShown(page, 'Skill updated successfully!');
    await saveScreenshot(page, 'admin-skills');
  });

  test('lists the division players ranked, and transfers the top 10 to another division', async ({ page }) => {
    const league = await arrangeLeague();
    const season = await arrangeSeason(league);
    const from = await arrangeDivision(league, season, { name: 'U10', minAge: 8, maxAge: 10 });
    const to = await arrangeDivision(league, season, { name: 'U12', minAge: 11, maxAge: null });
    await arrangePlayers(league, from, await arrangeSkills(league, from, ['Shooting', 'Defense']), 12);
    await logInAsAdmin(page, league.credentials);

    await visit(page, 'View Players', 'View Players');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', from.name);
    const list = page.getByRole('list', { name: 'Players ranked by overall skill' });
    await list.getByRole('checkbox').first().waitFor();
    expect(await list.getByRole('checkbox').count()).toBe(12);
    expect(await list.getByRole('listitem').first().textContent()).toContain('E2E Player 12');
    await page.getByRole('button', { name: 'Show details for E2E Player 12' }).click();
    await page.getByText('5\' 5" (164 cm)').waitFor();
    await page.getByRole('button', { name: 'Top 10' }).click();
    await statusShown(page, '10 selected');
    await expectAccessible(page, 'view players');
    await saveScreenshot(page, 'admin-view-players');

    await page.getByRole('button', { name: 'Transfer Players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer Players' });
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await dialog.getByText('Please select players and target division').waitFor();
    await choose(page, 'Target Division', `${to.name} (${season.name})`);
    await expectAccessible(page, 'transfer dialog');
    await dialog.getByRole('button', { name: 'Transfer' }).click();

    await statusShown(page, `Successfully transferred 10 players to ${to.name}`);
    await statusShown(page, '0 selected');
    expect(await list.getByRole('checkbox').count()).toBe(2);
    await choose(page, 'Division', to.name);
    await page.getByRole('checkbox', { name: 'E2E Player 12' }).waitFor();
    expect(await list.getByRole('checkbox').count()).toBe(10);
  });

  test('deletes a season after confirming', async ({ page }) => {
    const league = await arrangeLeague();
    const season = await arrangeSeason(league);
    await logInAsAdmin(page, league.credentials);

    await visit(page, 'Start New Season', 'Season Management');
    await page.getByRole('button', { name: `Delete season ${season.name}` }).click();
    await page.getByRole('dialog', { name: 'Delete season?' }).getByRole('button', { name: 'Delete' }).click();

    await statusShown(page, 'Season deleted successfully.');
    await page.getByRole('cell', { name: season.name, exact: true }).waitFor({ state: 'detached' });
  });
});
