import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall, uniqueName } from '../support/api';
import { arrangeReferee, refereeAdminToken } from '../support/arrange-referees';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { demo } from '../support/demo';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';
import { choose } from '../support/ui';

// Only the demo seed makes a referee_admin: the test signs in as the demo referee admin and keeps
// to data of its own (a unique tag in every question text, the category and the quiz title).
const signInAsAdmin = (page: Page) => logInAsReferee(page, demo.refereeAdmin, '**/referee/admin/quizzes');

function bankFile(tag: string) {
  const frontcourt = `Within how many seconds must a team move the ball into its frontcourt? (${tag})`;
  // The key of this one is wrong on purpose (4): a referee reports it and the admin regrades to 5.
  const fouls = `How many fouls disqualify a player? (${tag})`;
  const gift = [
    `// Exported from an association's Moodle bank`,
    `::Frontcourt:: ${frontcourt} {=8 seconds ~5 seconds ~10 seconds}`,
    '',
    `::Disqualification:: ${fouls} {=4 fouls ~5 fouls ~6 fouls}`,
    '',
    `::Guarding:: Describe a legal guarding position. (${tag}) {}`,
  ].join('\n');
  return { frontcourt, fouls, buffer: Buffer.from(gift, 'utf8') };
}

/** Goes through the questions and picks the answer the map gives for the one on screen. */
async function answerAll(page: Page, total: number, answers: string[]) {
  for (let n = 1; n <= total; n += 1) {
    await page.getByRole('button', { name: new RegExp(`^Question ${n}, `) }).click();
    for (const answer of answers) {
      const radio = page.getByRole('radio', { name: answer, exact: true });
      if ((await radio.count()) > 0) await radio.check();
    }
  }
}

const bankTab = async (page: Page, view: string) => {
  await page.getByRole('tab', { name: 'Question Bank' }).click();
  await page.getByRole('tab', { name: view }).click();
};
const articleOf = (page: Page, text: string): Locator => page.getByRole('article', { name: text });

describe('referee question bank: import, review, a quiz from the bank, a report and a regrade', () => {
  test('imports a GIFT file, approves two questions into a quiz, a referee reports one, the admin fixes its key and regrades', async ({ page, browser }) => {
    const tag = uniqueName('qb').trim();
    const category = `E2E Rules ${tag}`;
    const quizTitle = `E2E Bank Quiz ${tag}`;
    const file = bankFile(tag);
    const token = await refereeAdminToken();
    const timeOut = `A team may call a time-out while the ball is live. (${tag})`;
    await apiCall(token, 'POST', '/quizzes/create/', {
      title: quizTitle,
      status: 'draft',
      time_limit_minutes: 20,
      passing_score: 70,
      questions: [{ question_text: timeOut, question_type: 'true_false', options: [], correct_answer: 'false' }],
    });

    // Import: the file's two supported questions land in the review queue, the essay is skipped.
    await signInAsAdmin(page);
    await bankTab(page, 'All Questions');
    await page.getByRole('button', { name: 'Import Questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Questions' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'rules.gift', mimeType: 'text/plain', buffer: file.buffer });
    await dialog.getByLabel('Category (optional)').fill(category);
    await dialog.getByLabel('Rulebook edition (optional)').fill('FIBA 2024');
    // The file is checked first (categories matched, repeats of the bank listed), then imported.
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await dialog.getByRole('button', { name: 'Import 2 Questions' }).click();
    await dialog.getByText('Imported 2 questions into the review queue; 1 skipped').waitFor();
    await dialog.getByText(/^Question 3, “Guarding” \(essay\): /).waitFor();
    await expectAccessible(page, 'import report');
    await saveScreenshot(page, 'referee-bank-import-report');

    // Review: both are approved.
    await dialog.getByRole('button', { name: 'Open the Review Queue' }).click();
    for (const text of [file.frontcourt, file.fouls]) {
      await articleOf(page, text).getByRole('button', { name: 'Approve', exact: false }).click();
      await articleOf(page, text).waitFor({ state: 'detached' });
    }

    // Into the draft quiz, both at once: ticked in the bank's list filtered to this test's category.
    await page.getByRole('tab', { name: 'All Questions' }).click();
    await choose(page, 'Category', category);
    // The whole bank stays on screen until the category's own list arrives and replaces it: a tick
    // aimed at a row of the old list can land on another row as the list shrinks under it.
    await expect.poll(() => page.getByRole('table', { name: 'Bank questions' }).getByRole('row').count()).toBe(3);
    for (const text of [file.frontcourt, file.fouls]) await page.getByRole('checkbox', { name: `Select “${text}”` }).check();
    await page.getByRole('button', { name: 'Add 2 selected questions to a quiz' }).click();
    const add = page.getByRole('dialog', { name: 'Add to a quiz' });
    await choose(page, 'Draft quiz', quizTitle, add);
    await add.getByRole('button', { name: 'Add to Quiz' }).click();
    await add.getByText(`Added 2 questions to “${quizTitle}”.`).waitFor();
    await add.getByRole('button', { name: 'Close' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add 0 selected questions to a quiz' }).waitFor();
    await expectAccessible(page, 'question bank');
    await saveScreenshot(page, 'referee-bank-list');

    await page.getByRole('tab', { name: 'Quiz Management' }).click();
    await choose(page, /Status/, 'Active', page.getByRole('row', { name: new RegExp(quizTitle) }));
    await page.getByText('Quiz status updated to active successfully!').waitFor();

    // A referee takes it, answers the fouls question rightly (5), is marked wrong by the bad key and reports it.
    const refereePage = await openPage(browser);
    try {
      const referee = await arrangeReferee();
      await logInAsReferee(refereePage, referee.credentials);
      await refereePage.getByRole('article', { name: quizTitle }).getByRole('button', { name: /Start Quiz/ }).click();
      await refereePage.getByText('Question 1 of 3').waitFor();
      await answerAll(refereePage, 3, ['False', '8 seconds', '5 fouls']);
      await refereePage.getByRole('button', { name: 'Submit Quiz' }).click();
      await refereePage.waitForURL('**/referee/quiz/results');
      await refereePage.getByRole('heading', { level: 1, name: 'Quiz Not Passed' }).waitFor();
      const review = refereePage.getByRole('article', { name: new RegExp(file.fouls.replace(/[?()]/g, '\\$&')) });
      await review.getByRole('button', { name: /^Report a problem with question \d$/ }).click();
      await review.getByLabel(/^What looks wrong with question \d\?/).fill('Five fouls disqualify a player (Art. 40), not four.');
      await review.getByRole('button', { name: 'Send report' }).click();
      await review.getByText('Reported').waitFor();
      await expectAccessible(refereePage, 'results with a report');
      await saveScreenshot(refereePage, 'referee-bank-reported');
    } finally {
      await refereePage.context().close();
    }

    // The admin reads the report and regrades: the referee's attempt now passes.
    await page.reload();
    await bankTab(page, 'Reported Problems');
    const flagged = articleOf(page, file.fouls);
    await flagged.getByText('“Five fouls disqualify a player (Art. 40), not four.”').waitFor();
    await flagged.getByRole('button', { name: `Fix the answer and regrade “${file.fouls}”` }).click();
    const regrade = page.getByRole('dialog', { name: 'Fix the answer and regrade' });
    await regrade.getByRole('radio', { name: '5 fouls' }).check();
    await regrade.getByRole('button', { name: 'Fix and Regrade' }).click();
    await regrade.getByText('1 attempt regraded; 1 result changed (1 now pass)').waitFor();
    await expect(regrade.getByRole('list', { name: 'Changed results' }).textContent()).resolves.toMatch(/66\.7% \(not passed\) → 100\.0% \(passed\)/);
    await expectAccessible(page, 'regrade result');
    await saveScreenshot(page, 'referee-bank-regrade');
  });
});
