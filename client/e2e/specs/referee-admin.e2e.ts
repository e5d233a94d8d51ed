import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, baseUrl, demo, expectAccessible, launchBrowser, openPage, saveScreenshot } from '../support/browser';

// Its own quiz (unique title), so the demo quiz and other specs are untouched.
const quizTitle = `E2E Shot Clock ${Date.now()}`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function findQuizByTitle(): Promise<{ id: number; status: string; description: string; questions: { question_text: string }[] }> {
  const token = await apiLogin(demo.refereeAdmin, '/api/referees/login/');
  const headers = { Authorization: `Token ${token}` };
  const list = (await (await fetch(`${baseUrl()}/api/quizzes/`, { headers })).json()) as { results: { id: number; title: string }[] };
  const quiz = list.results.find((q) => q.title === quizTitle);
  if (!quiz) throw new Error(`Quiz ${quizTitle} was not saved.`);
  return (await (await fetch(`${baseUrl()}/api/quizzes/${quiz.id}/`, { headers })).json()) as never;
}

async function choose(scope: Page | ReturnType<Page['getByRole']>, name: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}

// One story, step by step, on one page: each step starts where the previous one left the admin.
describe('referee admin: create a quiz with AI questions, publish it, fix it under active rules, read the statistics', () => {
  it('the referee admin signs in and lands on an accessible quiz management tab', async () => {
    await page.goto('/referee/login');
    await page.getByLabel('Username').fill(demo.refereeAdmin.username);
    await page.getByLabel('Password').fill(demo.refereeAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/referee/admin/quizzes');

    await page.getByRole('table', { name: 'Quizzes' }).waitFor();
    await expectAccessible(page, 'quiz management');
    await saveScreenshot(page, 'referee-admin-quiz-management');
  });

  it('generates questions from a topic against the fake model, reviews one and saves the quiz', async () => {
    await page.getByRole('tab', { name: 'Create Quiz' }).click();
    await page.getByLabel('Quiz Title').fill(quizTitle);
    await page.getByLabel('Description').fill('Shot clock rules for new referees');
    const panel = page.getByRole('region', { name: 'Generate Questions with AI' });
    await choose(panel, /Topic/, /Shot clock/);
    await panel.getByLabel('Number of Questions to Generate').fill('3');

    await panel.getByRole('button', { name: 'Generate Questions' }).click();

    await page.getByText('Successfully generated 3 questions!').waitFor();
    const cards = page.getByTestId('new-quiz-question');
    await expect(cards.count()).resolves.toBe(3);
    await cards.first().getByLabel('Question Text').fill('How many seconds does a team have to attempt a shot (shot clock)?');
    await expectAccessible(page, 'create quiz with generated questions');
    await saveScreenshot(page, 'referee-admin-create-quiz');

    await page.getByRole('button', { name: 'Create Quiz', exact: true }).click();

    await page.getByText('Quiz created successfully!').waitFor();
    const saved = await findQuizByTitle();
    expect(saved.status).toBe('draft');
    expect(saved.questions).toHaveLength(3);
    expect(saved.questions[0]?.question_text).toBe('How many seconds does a team have to attempt a shot (shot clock)?');
  });

  it('activates the quiz from the status dropdown', async () => {
    await page.getByRole('tab', { name: 'Quiz Management' }).click();
    const row = page.getByRole('row', { name: new RegExp(quizTitle) });

    await choose(row, /Status/, 'Active');

    await page.getByText('Quiz status updated to active successfully!').waitFor();
    await expect(findQuizByTitle().then((q) => q.status)).resolves.toBe('active');
  });

  it('edits the active quiz: settings locked, description and a question text fixed', async () => {
    await page.getByRole('row', { name: new RegExp(quizTitle) }).getByRole('button', { name: /Edit quiz/ }).click();
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
    const saved = await findQuizByTitle();
    expect(saved.description).toBe('Shot clock and foul rules for new referees');
    expect(saved.questions[1]?.question_text).toBe('A player who commits 5 fouls is disqualified.');
  });

  it('reads the statistics with the new quiz among them', async () => {
    await page.getByRole('tab', { name: 'Quiz Results' }).click();

    await page.getByRole('region', { name: 'Totals' }).waitFor();
    await page.getByRole('table', { name: 'Per-quiz statistics' }).getByRole('cell', { name: quizTitle }).waitFor();
    await expectAccessible(page, 'quiz results');
    await saveScreenshot(page, 'referee-admin-quiz-results');
  });

  it('lists the league referees on an accessible page', async () => {
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.goto('/referee/admin/referees');

    await page.getByRole('table', { name: 'Registered referees' }).getByRole('cell', { name: demo.referee.username, exact: true }).waitFor();
    await expectAccessible(page, 'referee list');
    await saveScreenshot(page, 'referee-admin-referees');
  });
});
