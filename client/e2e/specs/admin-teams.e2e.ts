import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, baseUrl, expectAccessible as axeCheck, launchBrowser, logInAsAdmin, openPage, saveScreenshot } from '../support/browser';

// Its own season, division and the demo's five skills (so the sample CSV maps itself),
// leaving the demo division and other specs untouched.
const stamp = Date.now();
const seasonName = `E2E Teams Season ${stamp}`;
const divisionName = `E2E Teams U12 ${stamp}`;
const sampleCsv = fileURLToPath(new URL('../../../samples/players.csv', import.meta.url));
const skillNames = ['Shooting', 'Dribbling', 'Passing', 'Defense', 'Athleticism'];

let browser: Browser;
let page: Page;
let token: string;
let seasonId: number;
let divisionId: number;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

type ApiPlayer = { id: number; name: string; team: number | null; team_name: string | null };
const divisionPlayers = async () => (await api<{ results: ApiPlayer[] }>('GET', `/players/?division=${divisionId}`)).results;

beforeAll(async () => {
  token = await apiLogin();
  const { results: seasons } = await api<{ results: { league: number }[] }>('GET', '/seasons/');
  const league = seasons[0]!.league;
  seasonId = (await api<{ id: number }>('POST', '/seasons/', { name: seasonName, year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league, is_active: false })).id;
  divisionId = (await api<{ id: number }>('POST', '/divisions/', { name: divisionName, season: seasonId, min_age: 10, max_age: 12, description: '' })).id;
  for (const [i, name] of skillNames.entries()) {
    await api('POST', '/skills/', { name, description: '', weight: 3 - Math.min(i, 2), division: divisionId, normalization_factor: 10 });
  }
  browser = await launchBrowser();
  page = await openPage(browser);
});

afterAll(async () => {
  await browser?.close();
  if (seasonId) await api('DELETE', `/seasons/${seasonId}/`).catch(() => undefined);
});

/** Axe after every transition ends: a half-faded dialog or menu is not what a user reads. */
async function expectAccessible(p: Page, name: string) {
  // Endless ones (a focus ripple's pulse, a progress bar) never settle, so only finite ones count.
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await axeCheck(p, name);
}

// By class, not role: a fading menu is aria-hidden, so a role locator would call it gone too early.
const menuClosed = () => page.locator('.MuiPopover-root').waitFor({ state: 'detached' });

async function choose(label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
  // The menu fades out; checks that follow (axe) must not see it half-transparent.
  await menuClosed();
}

/** Picks an option with the keyboard alone: open with Enter, walk with ArrowDown, choose with Enter. */
async function chooseByKeyboard(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  for (let step = 0; step < 50; step += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === option) {
      await page.keyboard.press('Enter');
      return menuClosed();
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option "${option}" in ${label}`);
}

async function visit(linkName: string, heading: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: linkName }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function pickDivision() {
  await choose('Season', seasonName);
  await choose('Division', divisionName);
}

const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const seedShown = async () => (await page.getByText(/^Seed used: \d+$/).textContent())!;

async function downloadCsv(click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return (await readFile(file, 'utf8')).trim().split(/\r?\n/);
}

describe('league admin: balance, save, edit, trade, move and export teams', () => {
  it('balances the sample CSV into teams, reshuffles with a new seed and saves (replacing on the second save)', async () => {
    await logInAsAdmin(page);
    await visit('Create Teams', 'Create Balanced Teams');
    await chooseByKeyboard('Season', seasonName);
    await chooseByKeyboard('Division', divisionName);
    await page.getByRole('table', { name: 'Division skills' }).waitFor();
    await page.getByLabel('Player CSV File').setInputFiles(sampleCsv);
    await page.getByText(/columns found/).waitFor();
    for (const skill of skillNames) {
      expect(await page.getByRole('combobox', { name: `${skill} column` }).textContent()).toBe(skill.toLowerCase());
    }
    await page.getByLabel('Number of Teams').fill('4');
    await choose('Region CSV Column', 'region');
    await page.getByRole('switch', { name: 'Group by practice availability' }).check();
    await page.getByRole('button', { name: 'Create Balanced Teams' }).click();
    await page.getByText("Select the CSV column that lists players' practice conflicts.").waitFor();
    await choose('Practice Conflicts CSV Column', 'unavailable_days');
    await page.getByRole('switch', { name: 'Balance team heights' }).check();
    await choose('Height CSV Column', 'height');
    await expectAccessible(page, 'create teams (form)');

    await page.getByRole('button', { name: 'Create Balanced Teams' }).click();
    await status('Teams created successfully!');
    for (const team of ['Team 1', 'Team 2', 'Team 3', 'Team 4']) await page.getByRole('region', { name: team, exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Team 1 players' }).getByRole('row').count()).toBe(19); // 72 / 4 + header
    await page.getByText(/^Composite spread: /).waitFor();
    await page.getByText(/^Region penalty \(soft, weight 5\): \d+$/).waitFor();
    await page.getByRole('figure', { name: 'Average team height (cm)' }).waitFor();
    const firstSeed = await seedShown();
    await expectAccessible(page, 'create teams (preview)');
    await saveScreenshot(page, 'admin-create-teams-preview');

    await page.getByRole('button', { name: 'Reshuffle' }).click();
    await page.getByText(/^Seed used: \d+$/).filter({ hasNotText: firstSeed }).waitFor();

    await page.getByRole('button', { name: 'Save Teams' }).click();
    await status('Teams saved successfully.');
    expect((await divisionPlayers()).length).toBe(72);
    await page.getByRole('status').filter({ hasText: 'Teams saved successfully.' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save Teams' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace existing teams?' });
    await confirm.waitFor();
    await expectAccessible(page, 'create teams (replace dialog)');
    await confirm.getByRole('button', { name: 'Replace Teams' }).click();
    await status('Teams saved successfully.');
    expect((await divisionPlayers()).length).toBe(72);
  });

  it('View Teams shows the saved teams; the admin renames one, sets its coach and edits a rating by keyboard', async () => {
    await visit('View Teams', 'View Teams');
    await pickDivision();
    await page.getByRole('article', { name: 'Team 1' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);

    // Keyboard only: Enter opens the dialog, the name field has focus, Tab reaches Coach, Enter submits.
    await page.getByRole('button', { name: 'Edit Team 1' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Team' });
    await dialog.waitFor();
    // The dialog moves focus to the name field once it has opened; type only after that.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT' && !!document.activeElement.closest('[role="dialog"]'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await dialog.getByText('Team name is required.').waitFor();
    await page.keyboard.type('E2E Falcons');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Coach Rivera');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: 'E2E Falcons' });
    await card.getByText('Coach Rivera').waitFor();
    expect(await card.textContent()).toMatch(/Average Height\d+\.\d cm/);
    await expectAccessible(page, 'view teams');
    await saveScreenshot(page, 'admin-view-teams');

    await card.getByRole('button', { name: 'View Players of E2E Falcons' }).click();
    const players = page.getByRole('dialog', { name: 'E2E Falcons Players' });
    await players.getByRole('button', { name: /^Edit skills for / }).first().click();
    const slider = players.getByRole('slider', { name: 'Shooting' });
    await slider.focus();
    // Home sets 0, always a change: the sample's ratings run 1-10.
    await page.keyboard.press('Home');
    const save = players.getByRole('button', { name: /^Save skills for / });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expectAccessible(page, 'team players dialog');
    await save.click();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Save Skills' && b.disabled));
    await players.getByRole('button', { name: 'Close' }).click();
  });

  it('Edit Teams trades two players and moves one, previewing team averages', async () => {
    await visit('Edit Teams', 'Edit Teams');
    await pickDivision();
    const before = await divisionPlayers();
    const falcons = before.filter((p) => p.team_name === 'E2E Falcons');
    const [traded, moved] = [falcons[0]!, falcons[1]!];

    await page.getByLabel('Search players').fill(traded.name.slice(0, 4).toUpperCase());
    await page.getByRole('list', { name: 'Search results' }).getByText(traded.name, { exact: true }).first().waitFor();
    await page.getByLabel('Search players').fill('');

    await page.getByRole('button', { name: /^E2E Falcons/ }).click();
    await page.getByRole('button', { name: `Trade ${traded.name}`, exact: true }).first().click();
    const trade = page.getByRole('dialog', { name: `Trade ${traded.name}` });
    await choose('Trade With', /\(Team 2\)/);
    await trade.getByRole('table', { name: 'Team average preview' }).waitFor();
    expect(await trade.getByRole('row').count()).toBe(3);
    await expectAccessible(page, 'trade dialog');
    await saveScreenshot(page, 'admin-trade-dialog');
    await trade.getByRole('button', { name: 'Trade', exact: true }).click();
    await status(`Traded ${traded.name}.`);

    await page.getByRole('button', { name: `Move ${moved.name}`, exact: true }).first().click();
    const move = page.getByRole('dialog', { name: `Move ${moved.name}` });
    await choose('Move To', 'Team 3');
    await move.getByRole('table', { name: 'Team average preview' }).waitFor();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await status(`Moved ${moved.name}.`);

    const after = await divisionPlayers();
    expect(after.find((p) => p.id === traded.id)!.team_name).toBe('Team 2');
    expect(after.find((p) => p.id === moved.id)!.team_name).toBe('Team 3');
    await expectAccessible(page, 'edit teams');
    await saveScreenshot(page, 'admin-edit-teams');
  });

  it('exports players and teams with chosen columns and titles', async () => {
    await visit('View Teams', 'View Teams');
    await pickDivision();
    await page.getByRole('article', { name: 'E2E Falcons' }).waitFor();

    await page.getByRole('button', { name: 'Export Players' }).click();
    const players = page.getByRole('dialog', { name: 'Export Players' });
    await players.getByRole('checkbox', { name: 'Email' }).check();
    await players.getByLabel('Column title for Team').fill('Squad');
    await expectAccessible(page, 'export players dialog');
    const playerLines = await downloadCsv(() => players.getByRole('button', { name: 'Export CSV' }).click());
    expect(playerLines[0]).toBe('Division,Squad,First Name,Last Name,Date of Birth,Email');
    expect(playerLines).toHaveLength(73);
    expect(playerLines.some((line) => line.includes('E2E Falcons') && line.includes('@example.org'))).toBe(true);

    await page.getByRole('button', { name: 'Export Teams' }).click();
    const teams = page.getByRole('dialog', { name: 'Export Teams' });
    await teams.getByRole('checkbox', { name: 'Coach' }).check();
    const teamLines = await downloadCsv(() => teams.getByRole('button', { name: 'Export CSV' }).click());
    expect(teamLines[0]).toBe('Division,Team,Coach');
    expect(teamLines).toHaveLength(5);
    expect(teamLines).toContain(`${divisionName},E2E Falcons,Coach Rivera`);
  });

  it('logs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
