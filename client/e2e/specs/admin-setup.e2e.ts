import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, baseUrl, expectAccessible, launchBrowser, logInAsAdmin, openPage, saveScreenshot } from '../support/browser';

// Its own season and divisions (unique names), so the demo data and other specs are untouched.
const stamp = Date.now();
const seasonName = `E2E Season ${stamp}`;
const fromDivision = `E2E U10 ${stamp}`;
const toDivision = `E2E U12 ${stamp}`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function visit(linkName: string, heading: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: linkName }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** Twelve players in the first division, rated so their composite scores all differ. */
async function arrangePlayers() {
  const token = await apiLogin();
  const { results: divisions } = await api<{ results: { id: number; name: string }[] }>(token, 'GET', '/divisions/');
  const division = divisions.find((d) => d.name === fromDivision)!;
  const { results: skills } = await api<{ results: { id: number }[] }>(token, 'GET', `/skills/?division=${division.id}`);
  for (let i = 1; i <= 12; i += 1) {
    const rating = Math.min(10, 2 + i * 0.6);
    await api(token, 'POST', '/players/', {
      name: `E2E Player ${String(i).padStart(2, '0')}`,
      date_of_birth: `${2015 + (i % 2)}-05-0${1 + (i % 9)}`,
      division: division.id,
      height: 140 + i * 2,
      additional_data: { region: ['N', 'S', 'E', 'W', 'C'][i % 5], unavailable_days: i % 3 === 0 ? ['wed'] : [] },
      ratings: Object.fromEntries(skills.map((s) => [String(s.id), rating])),
    });
  }
}

describe('league admin: season, divisions, skills, players and a transfer', () => {
  it('the dashboard home shows the counts and the quick links', async () => {
    await logInAsAdmin(page);

    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await page.getByRole('region', { name: 'Seasons' }).getByText(/^\d+$/).waitFor();
    await expectAccessible(page, 'dashboard home');
    await saveScreenshot(page, 'admin-dashboard-home');
  });

  it('creates a season', async () => {
    await visit('Start New Season', 'Season Management');
    await page.getByRole('button', { name: 'Create Season' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Season' }).isDisabled()).toBe(true);

    await page.getByLabel('Season Name').fill(seasonName);
    await page.getByRole('button', { name: 'Create Season' }).click();

    await status('Season created successfully!');
    await page.getByRole('cell', { name: seasonName, exact: true }).waitFor();
    await expectAccessible(page, 'season management');
    await saveScreenshot(page, 'admin-seasons');
  });

  it('creates two divisions in the new season', async () => {
    await visit('Create Divisions', 'Create Divisions');
    for (const [name, min, max] of [[fromDivision, '8', '10'], [toDivision, '11', '']] as const) {
      await page.getByLabel('Division Name').fill(name);
      await choose('Season', seasonName);
      await page.getByLabel('Minimum Age').fill(min);
      await page.getByLabel('Maximum Age').fill(max);
      await page.getByRole('button', { name: 'Create Division' }).click();
      await status('Division created successfully!');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: fromDivision, exact: true }) });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('8-10');
    const openRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: toDivision, exact: true }) });
    expect(await openRow.getByRole('cell').nth(2).textContent()).toBe('11+');
    await expectAccessible(page, 'create divisions');
    await saveScreenshot(page, 'admin-divisions');
  });

  it('adds two skills to the first division and edits one inline', async () => {
    await visit('Skills', 'Skills Management');
    await page.getByText('Please select a division first').waitFor();
    await choose('Season', seasonName);
    await choose('Division', fromDivision);

    for (const [name, weight] of [['Shooting', '3'], ['Defense', '2']] as const) {
      await page.getByRole('button', { name: 'Add Skill' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Skill' });
      await dialog.getByLabel('Skill Name').fill(name);
      await dialog.getByLabel('Weight (1-10)').fill(weight);
      await dialog.getByRole('button', { name: 'Add Skill' }).click();
      await status('Skill created successfully!');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Edit skill Shooting' }).click();
    await page.getByLabel('Weight', { exact: true }).fill('15');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('10');
    await expectAccessible(page, 'skills management (editing)');
    await page.getByRole('button', { name: 'Save skill Shooting' }).click();
    await status('Skill updated successfully!');
    await saveScreenshot(page, 'admin-skills');
  });

  it('lists the division players ranked, and transfers the top 10 to the second division', async () => {
    await arrangePlayers();
    await visit('View Players', 'View Players');
    await choose('Season', seasonName);
    await choose('Division', fromDivision);
    const list = page.getByRole('list', { name: 'Players ranked by overall skill' });
    await list.getByRole('checkbox').first().waitFor();
    expect(await list.getByRole('checkbox').count()).toBe(12);
    expect(await list.getByRole('listitem').first().textContent()).toContain('E2E Player 12');

    await page.getByRole('button', { name: 'Show details for E2E Player 12' }).click();
    await page.getByText('5\' 5" (164 cm)').waitFor();
    await page.getByRole('button', { name: 'Top 10' }).click();
    await page.getByRole('status').filter({ hasText: '10 selected' }).waitFor();
    await expectAccessible(page, 'view players');
    await saveScreenshot(page, 'admin-view-players');

    await page.getByRole('button', { name: 'Transfer Players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer Players' });
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await dialog.getByText('Please select players and target division').waitFor();
    await choose('Target Division', `${toDivision} (${seasonName})`);
    await expectAccessible(page, 'transfer dialog');
    await dialog.getByRole('button', { name: 'Transfer' }).click();

    await status(`Successfully transferred 10 players to ${toDivision}`);
    await page.getByRole('status').filter({ hasText: '0 selected' }).waitFor();
    expect(await list.getByRole('checkbox').count()).toBe(2);
    await choose('Division', toDivision);
    await page.getByRole('checkbox', { name: 'E2E Player 12' }).waitFor();
    expect(await list.getByRole('checkbox').count()).toBe(10);
  });

  it('deletes the season after confirming', async () => {
    await visit('Start New Season', 'Season Management');
    await page.getByRole('button', { name: `Delete season ${seasonName}` }).click();
    await page.getByRole('dialog', { name: 'Delete season?' }).getByRole('button', { name: 'Delete' }).click();

    await status('Season deleted successfully.');
    await page.getByRole('cell', { name: seasonName, exact: true }).waitFor({ state: 'detached' });
  });
});
