import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demo, expectAccessible, launchBrowser, openPage, saveScreenshot } from '../support/browser';

const sampleQuiz = 'FIBA Rules Fundamentals';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Its own referee, so the spec neither depends on nor changes the demo accounts' history.
const referee = { username: `e2e_ref_${Date.now()}`, password: 'whistle-e2e-123' };

async function registerReferee(page: Page) {
  await page.goto('/referee/register');
  await page.getByRole('heading', { name: 'Referee Registration' }).waitFor();
  await expectAccessible(page, 'referee register');
  await saveScreenshot(page, 'referee-register');

  // By id: the required marks make 'Password' and 'Confirm Password' labels overlap as text.
  const field = (name: string) => page.locator(`#referee-register-${name}`);
  await field('first_name').fill('Erin');
  await field('last_name').fill('Tester');
  await field('email').fill(`${referee.username}@example.com`);
  await field('username').fill(referee.username);
  await field('password').fill(referee.password);
  await field('confirmPassword').fill(referee.password);
  await page.getByRole('combobox', { name: /League/ }).click();
  await page.getByRole('option', { name: demo.leagueName }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/referee/dashboard');
}

/** Picks the first option of the question on screen and returns its label. */
async function answerCurrentQuestion(page: Page): Promise<string> {
  const radio = page.getByRole('radiogroup').getByRole('radio').first();
  await radio.check();
  return (await radio.getAttribute('value')) ?? '';
}

describe('referee portal: register, take the sample quiz with a reload, see the review', () => {
  it('the login page is accessible and refuses a wrong password with the server error', async () => {
    const page = await openPage(browser);
    await page.goto('/referee');
    await page.waitForURL('**/referee/login');
    await expectAccessible(page, 'referee login');
    await saveScreenshot(page, 'referee-login');

    await page.getByLabel('Username').fill(demo.referee.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid username or password.');
  });

  it('a new referee registers, takes the quiz, reloads mid-quiz, resumes, submits and sees the review', async () => {
    const page = await openPage(browser);
    await registerReferee(page);

    await page.getByRole('heading', { name: 'Referee Portal' }).waitFor();
    await page.getByRole('article', { name: sampleQuiz }).waitFor();
    await expect(page.getByText(demo.leagueName).first().isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'referee dashboard');
    await saveScreenshot(page, 'referee-dashboard');

    await page.getByRole('article', { name: sampleQuiz }).getByRole('button', { name: /Start Quiz/ }).click();
    await page.waitForURL(/\/referee\/quiz\/\d+$/);
    await page.getByRole('heading', { level: 1, name: sampleQuiz }).waitFor();
    const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(2);
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(/^(20:00|19:5\d)$/);
    await expectAccessible(page, 'quiz');
    await saveScreenshot(page, 'referee-quiz');

    const firstAnswer = await answerCurrentQuestion(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await answerCurrentQuestion(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Question 3 of ${total}`).waitFor();

    await page.reload();

    await page.getByText(`Question 3 of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Question 1, answered' }).click();
    await expect(page.getByRole('radio', { name: firstAnswer }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Question 2, answered' }).count()).resolves.toBe(1);
    await saveScreenshot(page, 'referee-quiz-resumed');

    for (let n = 3; n <= total; n += 1) {
      await page.getByRole('button', { name: new RegExp(`^Question ${n}, `) }).click();
      await answerCurrentQuestion(page);
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();

    await page.waitForURL('**/referee/quiz/results');
    await page.getByRole('heading', { level: 1, name: /Congratulations!|Quiz Not Passed/ }).waitFor();
    await page.getByRole('heading', { name: 'Question Review' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(total);
    await expect(page.getByText('Correct answer:').count()).resolves.toBe(total);
    await expectAccessible(page, 'quiz results');
    await saveScreenshot(page, 'referee-quiz-results');

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/referee/dashboard');
    await page.getByRole('table', { name: 'Quiz History' }).getByRole('cell', { name: sampleQuiz }).waitFor();
    const card = page.getByRole('article', { name: sampleQuiz });
    await card.getByText(/^(Passed|Failed)$/).waitFor();
    await expect(card.getByRole('button', { name: /Start Quiz/ }).count()).resolves.toBe(0);
    await expectAccessible(page, 'referee dashboard with history');
    await saveScreenshot(page, 'referee-dashboard-history');
  });

  it('the new referee logs out and back in to the dashboard', async () => {
    const page = await openPage(browser);
    await page.goto('/referee/login');
    await page.getByLabel('Username').fill(referee.username);
    await page.getByLabel('Password').fill(referee.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/referee/dashboard');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('refereeProfile') ?? 'null')?.username)).toBe(referee.username);

    await page.getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL('**/referee/login');
    expect(await page.evaluate(() => localStorage.getItem('refereeToken'))).toBeNull();
  });

  it('the referee admin lands in quiz management and can reach the dashboard with its admin tools', async () => {
    const page = await openPage(browser);
    await page.goto('/referee/login');
    await page.getByLabel('Username').fill(demo.refereeAdmin.username);
    await page.getByLabel('Password').fill(demo.refereeAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/referee/admin/quizzes');

    await page.goto('/referee/dashboard');

    await page.getByRole('button', { name: 'Manage Quizzes' }).waitFor();
    await page.getByText('As an administrator, you can retake quizzes for testing purposes.').waitFor();
  });
});
