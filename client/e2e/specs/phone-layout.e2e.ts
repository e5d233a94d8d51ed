import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { arrangeDivision, arrangeDivisionWithSkills, arrangeSkills, arrangeTeams, sampleCsvPath } from '../support/arrange-league';
import { arrangeQuiz, arrangeReferee } from '../support/arrange-referees';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { demo } from '../support/demo';
import { logInAsAdmin, logInAsReferee } from '../support/session';
import { test } from '../support/test';
import { choose } from '../support/ui';

const phone = { width: 390, height: 844 };

/**
 * What a phone hides: the page wider than the screen, or a table scrolling inside a box that
 * a keyboard cannot reach or that gives no hint of the columns beside it (decision 0059).
 */
async function expectNothingClipped(page: Page, name: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page is ${root.scrollWidth}px wide on a ${root.clientWidth}px screen`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const label = table.getAttribute('aria-label') ?? table.getAttribute('aria-labelledby') ?? 'a table';
      let box = table.parentElement;
      while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box === document.body) {
        if (table.getBoundingClientRect().right > window.innerWidth + 1) found.push(`${label} runs off the screen`);
        continue;
      }
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      if (box.tabIndex < 0 || box.getAttribute('role') !== 'region' || !box.getAttribute('aria-label')) found.push(`${label} scrolls in a box the keyboard cannot reach`);
      const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      if (!hint || !hint.textContent?.includes('Scroll sideways')) found.push(`${label} hides columns with no hint`);
    }
    return found;
  });
  expect(problems.map((p) => `${name}: ${p}`)).toEqual([]);
}

/** The sidebar is a drawer on a phone: open it, follow the link, wait for the page. */
async function visitOnPhone(page: Page, linkName: string, heading: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: linkName }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
}

describe('on a phone (390x844)', () => {
  test('a referee takes a quiz with 44 px question buttons, reads wide results and a transcript that says it scrolls', async ({ page }) => {
    await page.setViewportSize(phone);
    const admin = await arrangeDivisionWithSkills();
    const quiz = await arrangeQuiz(admin.league.token, { status: 'active' });
    const referee = await arrangeReferee(admin.league.leagueId);
    await logInAsReferee(page, referee.credentials);
    await page.getByRole('article', { name: quiz.title }).getByRole('button', { name: /Start Quiz/ }).click();
    await page.getByText(`Question 1 of ${quiz.questionCount}`).waitFor();

    for (let n = 1; n <= quiz.questionCount; n += 1) {
      const button = page.getByRole('button', { name: new RegExp(`^Question ${n}, `) });
      const box = (await button.boundingBox())!;
      expect({ n, wide: box.width >= 44, tall: box.height >= 44 }).toEqual({ n, wide: true, tall: true });
      await button.click();
      await page.getByRole('radiogroup').getByRole('radio').first().check();
    }
    await expectNothingClipped(page, 'quiz');
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /Submit/ }).click();

    await page.waitForURL('**/referee/quiz/results');
    await page.getByRole('heading', { name: 'Question Review' }).waitFor();
    // The question's heading takes the card's width, not the third left beside its chip.
    const card = (await page.getByRole('article').first().boundingBox())!;
    const heading = (await page.getByRole('article').first().getByRole('heading', { level: 3 }).boundingBox())!;
    expect(heading.width).toBeGreaterThan(card.width * 0.7);
    await expectNothingClipped(page, 'quiz results');
    await expectAccessible(page, 'quiz results on a phone');
    await saveScreenshot(page, 'phone-quiz-results');

    // Read to the bottom, then go on: the next page opens at its top, its title in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/referee/dashboard');
    await page.getByRole('heading', { name: 'Referee Portal' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'My Transcript' }).click();
    await page.getByRole('table', { name: 'Every attempt' }).getByRole('row', { name: new RegExp(quiz.title) }).waitFor();
    await expectNothingClipped(page, 'transcript');
    await expectAccessible(page, 'transcript on a phone');
    await saveScreenshot(page, 'phone-transcript');
  });

  test('the admin’s lists (players, seasons, skills, column mapping) keep every column in reach', async ({ page }) => {
    await page.setViewportSize(phone);
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    await arrangeTeams(league, division, skills, 4);
    // A division with no players yet: Create Teams goes straight to the file and its columns.
    const empty = await arrangeDivision(league, season);
    await arrangeSkills(league, empty);
    await logInAsAdmin(page, league.credentials);

    await visitOnPhone(page, 'View Players', 'View Players');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);
    const details = page.getByRole('button', { name: /^Show details for / }).first();
    await details.waitFor();
    expect((await details.boundingBox())!.x + 44).toBeLessThanOrEqual(phone.width);
    await expectNothingClipped(page, 'view players');
    await expectAccessible(page, 'view players on a phone');

    await visitOnPhone(page, 'Start New Season', 'Season Management');
    await page.getByRole('table', { name: 'Seasons' }).waitFor();
    await expectNothingClipped(page, 'seasons');
    await expectAccessible(page, 'seasons on a phone');

    await visitOnPhone(page, 'Skills', 'Skills Management');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);
    await page.getByRole('table', { name: 'Skills' }).waitFor();
    await expectNothingClipped(page, 'skills');
    await expectAccessible(page, 'skills on a phone');

    await visitOnPhone(page, 'Create Teams', 'Create Balanced Teams');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', empty.name);
    await page.getByRole('table', { name: 'Division skills' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(sampleCsvPath);
    await page.getByText(/[1-9]\d* columns found/).waitFor();
    await expectNothingClipped(page, 'column mapping');
    await expectAccessible(page, 'column mapping on a phone');
    await saveScreenshot(page, 'phone-column-mapping');
    // Five pages, each through axe twice, after balancing 72 players: more than the default on a busy machine.
  });

  test('the referee administrator’s quiz management and referee list keep every column in reach', async ({ page }) => {
    await page.setViewportSize(phone);
    await arrangeReferee();
    await logInAsReferee(page, demo.refereeAdmin, '**/referee/admin/quizzes');
    await page.getByRole('table', { name: 'Quizzes' }).waitFor();
    await expectNothingClipped(page, 'quiz management');
    await expectAccessible(page, 'quiz management on a phone');
    await saveScreenshot(page, 'phone-quiz-management');

    await page.goto('/referee/admin/referees');
    await page.getByRole('table', { name: 'Registered referees' }).waitFor();
    await expectNothingClipped(page, 'referee list');
    await expectAccessible(page, 'referee list on a phone');
    await saveScreenshot(page, 'phone-referees');
  });
});
