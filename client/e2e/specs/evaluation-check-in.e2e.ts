import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { apiCall } from '../support/api';
import { arrangeDivision, arrangeLeague, arrangePlayers, arrangeSeason, arrangeSkills, type League } from '../support/arrange-league';
import { expectAccessible, openPage, resizeAndSettle, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { choose, visit } from '../support/ui';

/** A division with `count` players (E2E Player 01..) and an evaluation day nobody is checked in to. */
async function arrangeDay(count: number) {
  const league = await arrangeLeague();
  const season = await arrangeSeason(league);
  const division = await arrangeDivision(league, season);
  const skills = await arrangeSkills(league, division, ['Shooting', 'Dribbling']);
  await arrangePlayers(league, division, skills, count);
  const event = await apiCall<{ id: number }>(league.token, 'POST', '/evaluations/', { division_id: division.id, name: 'Fall evaluation day' });
  return { league, season, division, eventId: event.id };
}

const deskList = async (league: League, eventId: number) =>
  (await apiCall<{ results: EvaluationDeskPlayerDto[] }>(league.token, 'GET', `/evaluations/${eventId}/players/`)).results;

const playerName = (n: number) => `E2E Player ${String(n).padStart(2, '0')}`;

/** Finds the child at the desk, checks them in and reads the bib the desk shows. */
async function checkIn(desk: Page, name: string): Promise<number> {
  await desk.getByRole('searchbox', { name: 'Find a child by name or household' }).fill(name);
  await desk.getByRole('button', { name: `Check in ${name}`, exact: true }).click();
  await desk.getByText(new RegExp(`^${name} (is checked in with|already has)$`)).waitFor();
  return Number((await desk.getByTestId('given-bib').textContent())?.replace(/\D/g, ''));
}

async function openDesk(browser: Parameters<typeof openPage>[0], league: League, eventId: number) {
  const desk = await openPage(browser, { width: 1366, height: 768 });
  await logInAsAdmin(desk, league.credentials);
  await desk.goto(`/dashboard/evaluation-days/${eventId}/check-in`);
  await desk.getByRole('heading', { level: 1, name: 'Check-in desk' }).waitFor();
  await desk.getByText(/0 children checked in of 12 children/).waitFor();
  return desk;
}

test('two check-in desks in two browser contexts check children in at the same time without a duplicate bib', async ({ browser }) => {
  const { league, eventId } = await arrangeDay(12);
  const [deskA, deskB] = await Promise.all([openDesk(browser, league, eventId), openDesk(browser, league, eventId)]);
  try {
    const bibs: number[] = [];
    // Each round both desks press Check in at the same moment, for different children.
    for (let i = 1; i <= 5; i += 1) bibs.push(...(await Promise.all([checkIn(deskA, playerName(i)), checkIn(deskB, playerName(i + 5))])));
    // The same child at both desks at once: one bib, and the second desk says the child has it.
    const [first, second] = await Promise.all([checkIn(deskA, playerName(11)), checkIn(deskB, playerName(11))]);

    expect(first).toBe(second);
    expect([...bibs, first].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const stored = (await deskList(league, eventId)).filter((p) => p.bib !== null);
    expect(stored.map((p) => p.bib).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    await expectAccessible(deskA, 'check-in desk with a bib given');
    await saveScreenshot(deskA, 'evaluation-check-in-desk');

    await deskB.getByLabel("Child's name").fill('Walk Up Kid');
    await deskB.getByRole('button', { name: 'Register and check in' }).click();
    await deskB.getByText('Walk Up Kid is checked in with').waitFor();
    expect(await deskB.getByTestId('given-bib').textContent()).toContain('12');

    await deskB.getByRole('link', { name: 'Bib labels and check-in sheet' }).click();
    await deskB.getByRole('heading', { level: 1, name: /^Bib labels/ }).waitFor();
    // The heading shows before the players arrive: wait for the last label, then count them all.
    const labels = deskB.getByRole('list', { name: 'Bib labels' }).getByRole('listitem');
    await labels.nth(11).waitFor();
    expect(await labels.count()).toBe(12);
    await expectAccessible(deskB, 'bib labels');
    await saveScreenshot(deskB, 'evaluation-bib-labels');
    await deskB.getByRole('button', { name: 'Check-in sheet' }).click();
    await deskB.getByRole('table', { name: 'Check-in sheet' }).waitFor();
    await expectAccessible(deskB, 'check-in sheet');
    // Print layout: the sidebar and buttons are gone from the printed page.
    await deskB.emulateMedia({ media: 'print' });
    expect(await deskB.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await saveScreenshot(deskB, 'evaluation-check-in-sheet-print');
  } finally {
    await Promise.all([deskA.context().close(), deskB.context().close()]);
  }
});

test('an admin plans an evaluation day from the sidebar, makes an access code and revokes it', async ({ page }) => {
  const { league, season, division } = await arrangeDay(2);
  await logInAsAdmin(page, league.credentials);
  await visit(page, 'Evaluation Days', 'Evaluation Days');
  await choose(page, 'Season', season.name);
  await choose(page, 'Division', division.name);
  await page.getByRole('list', { name: 'Evaluation days' }).getByText('Fall evaluation day').waitFor();
  await expectAccessible(page, 'evaluation days');
  await saveScreenshot(page, 'evaluation-days-plan');

  await page.getByLabel(/Name of the day/).fill('Spring tryouts');
  await page.getByLabel('Session 1 date').fill('2026-09-12');
  await page.getByLabel('Session 1 start time').fill('09:00');
  await page.getByLabel('Session 1 gym').fill('North Gym');
  await page.getByLabel('Instruction for Shooting').fill('Five free throws');
  await page.getByRole('button', { name: 'Create evaluation day' }).click();
  await page.getByRole('heading', { level: 1, name: 'Spring tryouts' }).waitFor();
  await page.getByText('Five free throws').waitFor();

  await choose(page, 'Code for', /North Gym/);
  await page.getByRole('button', { name: 'Create access code' }).click();
  const code = (await page.getByTestId('new-access-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectAccessible(page, 'evaluation day with a new access code');
  await saveScreenshot(page, 'evaluation-day-access-code', { guideShows: page.getByTestId('new-access-code') });

  await page.getByRole('button', { name: /Revoke the code made/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('cell', { name: /^Revoked / }).waitFor();
  // The page is as wide as the screen, on a laptop and on a phone: the codes table scrolls inside itself.
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await resizeAndSettle(page, size);
    expect({ screen: size.width, page: await pageWidth() }).toEqual({ screen: size.width, page: size.width });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  const joined = await page.request.post('/api/evaluate/session/', { data: { code, name: 'Late Evaluator' } });
  expect(joined.status()).toBe(410);
});
