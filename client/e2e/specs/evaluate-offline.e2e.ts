import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { EvaluationCoverageDto } from '@league/contract';
import { apiCall } from '../support/api';
import { arrangeDivision, arrangeLeague, arrangePlayers, arrangeSeason, arrangeSkills, listDivisionPlayers, type League } from '../support/arrange-league';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { test } from '../support/test';

/** An evaluation day with `count` players checked in (bibs 1..count) and an access code. */
async function arrangeEvaluationDay(count: number) {
  const league = await arrangeLeague();
  const division = await arrangeDivision(league, await arrangeSeason(league));
  const skills = await arrangeSkills(league, division, ['Shooting', 'Dribbling']);
  await arrangePlayers(league, division, skills, count);
  const event = await apiCall<{ id: number }>(league.token, 'POST', '/evaluations/', { division_id: division.id, name: 'Fall evaluation day' });
  for (const player of await listDivisionPlayers(league, division)) {
    await apiCall(league.token, 'POST', `/evaluations/${event.id}/check_in/`, { player_id: player.id });
  }
  const { code } = await apiCall<{ code: string }>(league.token, 'POST', `/evaluations/${event.id}/access_codes/`, {});
  return { league, eventId: event.id, code };
}

const readCoverage = async (league: League, eventId: number) => apiCall<EvaluationCoverageDto>(league.token, 'GET', `/evaluations/${eventId}/coverage/`);
const playersScored = async (league: League, eventId: number) => (await readCoverage(league, eventId)).players.filter((p) => p.skills.some((s) => s.evaluators > 0)).length;
/** Scores stored for the day, each counted once: a score sent twice (offline, then again) must not count twice. */
const scoresStored = async (league: League, eventId: number) => (await readCoverage(league, eventId)).evaluators.reduce((sum, e) => sum + e.scores, 0);

/**
 * What a screen reader announces on the phone screen (the accessibility tree, as VoiceOver and
 * TalkBack read it) and whether one thumb can work it: every control at least 44 px square
 * (WCAG 2.5.5) and nothing wider than the phone. Scoring by keyboard alone (a switch or a
 * screen reader's activate gesture) presses the same buttons.
 */
async function expectScreenReaderAndThumbFriendly(page: Page) {
  await page.getByRole('heading', { level: 2, name: /^Bib 1 / }).waitFor();
  const tree = await page.locator('main').ariaSnapshot();
  expect(tree).toMatch(/heading "Fall evaluation day" \[level=1\]/);
  expect(tree).toMatch(/heading "Bib 1 [^"]*" \[level=2\]/);
  expect(tree).toMatch(/region "Shooting"/);
  expect(tree).toMatch(/group "Shooting, from 1 to 5"/);
  expect(tree).toMatch(/button "Dribbling 5"/);
  expect(tree).toMatch(/status:?[\s\S]*All scores sent/);

  const dribbling = page.getByRole('button', { name: 'Dribbling 2', exact: true });
  await dribbling.focus();
  await page.keyboard.press('Space');
  // The score is kept on the phone first (IndexedDB), then the button shows it pressed.
  await page.getByRole('button', { name: 'Dribbling 2', exact: true, pressed: true }).waitFor({ timeout: 10_000 });

  const controls = await page.locator('main').getByRole('button').all();
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect.soft(Math.min(box.width, box.height), `${await control.getAttribute('aria-label') ?? await control.textContent()} size`).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('an evaluator scores on a phone through a lost connection and a reload; every score reaches the coverage board', async ({ browser }) => {
  const { league, eventId, code } = await arrangeEvaluationDay(8);
  const page = await openPage(browser, { width: 390, height: 844 });
  const context = page.context();
  try {
    await page.goto('/evaluate');
    await page.getByLabel('Access code').fill(code);
    await page.getByLabel('Your name').fill('Pat Evaluator');
    await saveScreenshot(page, 'evaluate-join-phone');
    await page.getByRole('button', { name: 'Start scoring' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fall evaluation day' }).waitFor();
    // The app shell is cached once the service worker controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expectAccessible(page, 'evaluator screen');
    await expectScreenReaderAndThumbFriendly(page);
    await saveScreenshot(page, 'evaluate-scoring-phone');

    for (let bib = 1; bib <= 5; bib += 1) {
      await page.getByRole('heading', { level: 2, name: new RegExp(`^Bib ${bib} `) }).waitFor();
      await page.getByRole('button', { name: `Shooting ${1 + (bib % 5)}`, exact: true }).click();
      await page.getByRole('button', { name: `Dribbling ${1 + ((bib + 2) % 5)}`, exact: true }).click();
      await page.getByRole('button', { name: /^Next bib/ }).click();
    }
    await page.getByText('All scores sent').waitFor();

    await context.setOffline(true);
    for (let bib = 6; bib <= 8; bib += 1) {
      await page.getByRole('heading', { level: 2, name: new RegExp(`^Bib ${bib} `) }).waitFor();
      await page.getByRole('button', { name: 'Shooting 3', exact: true }).click();
      if (bib < 8) await page.getByRole('button', { name: /^Next bib/ }).click();
    }
    await page.getByText('3 scores waiting to send').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Fall evaluation day' }).waitFor();
    await page.getByText('3 scores waiting to send').waitFor();
    await page.getByText(/No connection\. Keep scoring/).waitFor();
    await expectAccessible(page, 'evaluator screen offline');
    await saveScreenshot(page, 'evaluate-offline-390');
    expect(await playersScored(league, eventId)).toBe(5);
    expect(await scoresStored(league, eventId)).toBe(10);

    await context.setOffline(false);
    await page.getByText('All scores sent').waitFor({ timeout: 30_000 });
    expect(await playersScored(league, eventId)).toBe(8);
    // 5 bibs × 2 skills online, 3 offline through a reload: 13 scores, none lost or doubled.
    expect(await scoresStored(league, eventId)).toBe(13);
  } finally {
    await context.close();
  }
});
