import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { arrangeQuiz, arrangeReferee, readQuiz, refereeAdminToken } from '../support/arrange-referees';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { demo } from '../support/demo';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';
import { choose } from '../support/ui';

// The referee admin pages need a referee_admin account, which only the demo seed makes: every
// test signs in as the demo referee admin and works on a quiz of its own (a unique title).
const signIn = (page: Page) => logInAsReferee(page, demo.refereeAdmin, '**/referee/admin/quizzes');
const rowOf = (page: Page, title: string): Locator => page.getByRole('row', { name: new RegExp(title) });

describe('referee admin: create a quiz with AI questions, publish it, fix it under active rules, read the statistics', () => {
  test('the referee admin signs in and lands on an accessible quiz management tab', async ({ page }) => {
    await signIn(page);

    await page.getByRole('table', { name: 'Quizzes' }).waitFor();
    await expectAccessible(page, 'quiz management');
    await saveScreenshot(page, 'referee-admin-quiz-management');
  });

  // Generated questions used to join the create form's list; they are now bank drafts for review (decision 0025).
  test('generates questions from a topic against the fake model and finds them, with their checks, in the review queue', async ({ page }) => {
    await signIn(page);

    await page.getByRole('tab', { name: 'Create Quiz' }).click();
    const panel = page.getByRole('region', { name: 'Generate Questions with AI' });
    await choose(page, /Topic/, /Shot clock/, panel);
    await panel.getByLabel('Rulebook edition').fill('FIBA 2024');
    await panel.getByLabel('Number of Questions to Generate').fill('3');
    await panel.getByRole('button', { name: 'Generate Questions' }).click();

    await page.getByText('Successfully generated 3 questions! They are in the review queue.').waitFor();
    const generated = panel.getByRole('article');
    await expect(generated.count()).resolves.toBe(3);
    const firstText = (await generated.first().getByRole('heading').textContent()) ?? '';
    await expect(generated.first().getByText(/checks (passed|failed)/).count()).resolves.toBe(1);
    await expectAccessible(page, 'generated questions');
    await saveScreenshot(page, 'referee-admin-generated-questions', { guideShows: generated.first() });

    await panel.getByRole('link', { name: 'Open the Review Queue' }).click();
    await page.getByRole('tab', { name: 'Review Queue', selected: true }).waitFor();
    await page.getByRole('article', { name: firstText }).first().waitFor();
  });

  test('activates a draft quiz from the status dropdown', async ({ page }) => {
    const token = await refereeAdminToken();
    const quiz = await arrangeQuiz(token, { status: 'draft' });
    await signIn(page);

    await choose(page, /Status/, 'Active', rowOf(page, quiz.title));

    await page.getByText('Quiz status updated to active successfully!').waitFor();
    expect((await readQuiz(token, quiz.id)).status).toBe('active');
  });

  test('edits an active quiz: settings locked, description and a question text fixed', async ({ page }) => {
    const token = await refereeAdminToken();
    const quiz = await arrangeQuiz(token, { status: 'active' });
    await signIn(page);

    await rowOf(page, quiz.title).getByRole('button', { name: /Edit quiz/ }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Quiz/ });
    await dialog.getByText(/only text fixes are allowed/).waitFor();
    await expect(dialog.getByLabel('Time Limit (minutes)').isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Start Date').isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: /Delete question/ }).count()).resolves.toBe(0);

    await dialog.getByRole('button', { name: 'Edit question 2' }).click();
    await dialog.getByRole('group', { name: 'Question 2' }).getByLabel('Question Text').fill('A player who commits 5 fouls is disqualified.');
    await dialog.getByRole('button', { name: 'Save Question' }).click();
    await dialog.getByText('Question updated successfully!').waitFor();
    await expectAccessible(page, 'edit active quiz');
    await saveScreenshot(page, 'referee-admin-edit-active-quiz');
    await dialog.getByLabel('Description').fill('Shot clock and foul rules for new referees');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await page.getByText('Quiz updated successfully!').waitFor();
    const saved = await readQuiz(token, quiz.id);
    expect(saved.description).toBe('Shot clock and foul rules for new referees');
    expect(saved.questions[1]?.question_text).toBe('A player who commits 5 fouls is disqualified.');
  });

  test('reads the statistics with a new quiz among them', async ({ page }) => {
    const quiz = await arrangeQuiz(await refereeAdminToken(), { status: 'active' });
    await signIn(page);

    await page.getByRole('tab', { name: 'Quiz Results' }).click();

    await page.getByRole('region', { name: 'Totals' }).waitFor();
    await page.getByRole('table', { name: 'Per-quiz statistics' }).getByRole('cell', { name: quiz.title }).waitFor();
    await expectAccessible(page, 'quiz results');
    await saveScreenshot(page, 'referee-admin-quiz-results');
  });

  test('lists the league referees, a newly registered one among them, on an accessible page', async ({ page }) => {
    const referee = await arrangeReferee();
    await signIn(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    await page.goto('/referee/admin/referees');

    await page.getByRole('table', { name: 'Registered referees' }).getByRole('cell', { name: referee.credentials.username, exact: true }).waitFor();
    await expectAccessible(page, 'referee list');
    await saveScreenshot(page, 'referee-admin-referees');
  });
});
