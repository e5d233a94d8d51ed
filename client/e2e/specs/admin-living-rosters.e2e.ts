import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { arrangeDivisionWithSkills, arrangeTeams, listDivisionPlayers, type ApiPlayer } from '../support/arrange-league';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { choose, statusShown, visit } from '../support/ui';

// Issue 13's journey on one division: saved teams (arranged through the calls Create Teams
// makes, which records version 1), a trade and its Undo, three late sign-ups added through
// Add Player, placed with no other moves, then the first version restored and its fairness
// report printed.

const teamsOf = (players: ApiPlayer[]) => new Map(players.map((p) => [p.id, p.team]));

async function addPlayer(page: Page, name: string, facts: { height?: string; region?: string; day?: string } = {}) {
  await page.getByRole('button', { name: 'Add Player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Player' });
  await dialog.getByRole('textbox', { name: /Player Name/ }).fill(name);
  if (facts.height) await dialog.getByLabel('Height (cm)').fill(facts.height);
  if (facts.region) await choose(page, 'Region', facts.region, dialog);
  if (facts.day) await dialog.getByRole('checkbox', { name: facts.day }).check();
  await dialog.getByRole('button', { name: 'Create Player' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('league admin: a living roster', () => {
  test('trades and undoes, places three late sign-ups without moving anyone else, then restores the first saved roster and prints its fairness report', async ({ page }) => {
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    await arrangeTeams(league, division, skills, 4);
    const saved = await listDivisionPlayers(league, division);
    const [traded] = saved.filter((p) => p.team_name === 'Team 1');
    await logInAsAdmin(page, league.credentials);
    await visit(page, 'Edit Teams', 'Edit Teams');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);

    await page.getByRole('button', { name: /^Team 1\b/ }).click();
    await page.getByRole('button', { name: `Trade ${traded!.name}`, exact: true }).first().click();
    const trade = page.getByRole('dialog', { name: `Trade ${traded!.name}` });
    await choose(page, 'Trade With', /\(Team 2\)/);
    await trade.getByRole('button', { name: 'Trade', exact: true }).click();
    const tradedMessage = page.getByRole('status').filter({ hasText: `Traded ${traded!.name}.` });
    await tradedMessage.getByRole('button', { name: 'Undo' }).click();
    await statusShown(page, /^Undone\. Restored the roster of version 1\./);
    expect(teamsOf(await listDivisionPlayers(league, division))).toEqual(teamsOf(saved));

    await addPlayer(page, 'Late Lara', { height: '138', region: 'North', day: 'Wednesday' });
    await addPlayer(page, 'Late Milo', { region: 'South' });
    await addPlayer(page, 'Late Nia');
    const withNew = await listDivisionPlayers(league, division);
    expect(withNew.filter((p) => p.team === null).map((p) => p.name).sort()).toEqual(['Late Lara', 'Late Milo', 'Late Nia']);

    await page.getByRole('button', { name: 'Place 3 new players' }).click();
    const place = page.getByRole('dialog', { name: 'Place 3 new players' });
    const moves = place.getByRole('list', { name: 'Moves' });
    await moves.waitFor();
    expect(await moves.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Late Lara \(new player\): Unassigned → Team \d$/)]));
    expect(await moves.getByRole('listitem').count()).toBe(3);
    await place.getByRole('table', { name: 'Teams this changes' }).waitFor();
    await expectAccessible(page, 'place new players dialog');
    await saveScreenshot(page, 'admin-place-new-players');
    await place.getByRole('button', { name: 'Save' }).click();
    await statusShown(page, 'Placed 3 new players.');
    const placed = await listDivisionPlayers(league, division);
    expect(placed.every((p) => p.team !== null)).toBe(true);
    // max_moves 0: everyone already on a team stayed there.
    expect(saved.every((p) => placed.find((q) => q.id === p.id)!.team === p.team)).toBe(true);

    const history = page.getByRole('region', { name: 'Roster history' });
    await history.getByText(/^Version 4: New players placed\./).waitFor();
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await statusShown(page, /^Restored the roster of version 1\./);
    const restored = await listDivisionPlayers(league, division);
    // The late sign-ups joined after version 1, so they are Unassigned again; nobody is deleted.
    expect(restored.filter((p) => p.team === null).map((p) => p.name).sort()).toEqual(['Late Lara', 'Late Milo', 'Late Nia']);
    expect(saved.every((p) => restored.find((q) => q.id === p.id)!.team === p.team)).toBe(true);

    await visit(page, 'View Teams', 'View Teams');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);
    await page.getByRole('link', { name: 'Fairness Report' }).click();
    await page.getByRole('heading', { level: 1, name: `How the teams of ${division.name} were formed` }).waitFor();
    // Headless chromium has no print dialog: count the Print button's call, then print to PDF
    // as the print styles lay the page out (the page's own controls hidden).
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => void (counted.printCalls += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect((await page.pdf()).subarray(0, 4).toString()).toBe('%PDF');
  });

  test('rebalances the stored division from a fresh balance, previewing every move, and records it in the history', async ({ page }) => {
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    await arrangeTeams(league, division, skills, 4);
    await logInAsAdmin(page, league.credentials);
    await visit(page, 'Edit Teams', 'Edit Teams');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);

    await page.getByRole('button', { name: 'Rebalance division' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rebalance division' });
    const save = dialog.getByRole('button', { name: 'Save' });
    // The optimizer runs on each preview: wait for its answer (or the error that would explain a failure).
    const previewShown = () => dialog.getByRole('list', { name: 'Moves' }).or(dialog.getByRole('alert')).waitFor();
    await previewShown();
    await dialog.getByRole('slider', { name: 'Keep current teams' }).focus();
    await page.keyboard.press('Home');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await previewShown();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([]);
    const moved = await dialog.getByRole('list', { name: 'Moves' }).getByRole('listitem').count();
    await expectAccessible(page, 'rebalance dialog');
    await save.click();

    await statusShown(page, `Rebalanced the division: ${moved} ${moved === 1 ? 'player' : 'players'} changed team.`);
    await page.getByRole('region', { name: 'Roster history' }).getByText(/^Version 2: Teams rebalanced\./).waitFor();
    expect((await listDivisionPlayers(league, division)).every((p) => p.team !== null)).toBe(true);
  });
});
