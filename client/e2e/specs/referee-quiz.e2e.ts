import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueName } from '../support/api';
import { arrangeLeague } from '../support/arrange-league';
import { arrangeQuiz, arrangeReferee } from '../support/arrange-referees';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { demo } from '../support/demo';
import { logInAsReferee, logInAsRefereeThroughForm } from '../support/session';
import { test } from '../support/test';

/** Picks the first option of the question on screen and returns its label. */
async function answerCurrentQuestion(page: Page): Promise<string> {
  const radio = page.getByRole('radiogroup').getByRole('radio').first();
  await radio.check();
  return (await radio.getAttribute('value')) ?? '';
}

// Each test arranges its own league, quiz and referee, so no test reads another's attempts.
describe('referee portal: register, take a quiz with a reload, see the review', () => {
  test('the login page is accessible and refuses a wrong password with the server error', async ({ page }) => {
    const { credentials } = await arrangeReferee();
    await page.goto('/referee');
    await page.waitForURL('**/referee/login');
    await expectAccessible(page, 'referee login');
    await saveScreenshot(page, 'referee-login');

    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid username or password.');
  });

  test('a new referee registers through the form and lands on the dashboard of the chosen league', async ({ page }) => {
    const league = await arrangeLeague();
    const username = `e2e_reg_${uniqueName('').trim()}`;
    await page.goto('/referee/register');
    await page.getByRole('heading', { name: 'Referee Registration' }).waitFor();
    await expectAccessible(page, 'referee register');
    await saveScreenshot(page, 'referee-register');

    // By id: the required marks make 'Password' and 'Confirm Password' labels overlap as text.
    const field = (name: string) => page.locator(`#referee-register-${name}`);
    await field('first_name').fill('Erin');
    await field('last_name').fill('Tester');
    await field('email').fill(`${username}@example.com`);
    await field('username').fill(username);
    await field('password').fill('whistle-e2e-123');
    await field('confirmPassword').fill('whistle-e2e-123');
    await page.getByRole('combobox', { name: /League/ }).click();
    const chosen = page.getByRole('option', { name: league.leagueName, exact: true });
    await chosen.waitFor();
    // The install has leagues of its own: the demo league is not offered to a real referee.
    expect(await page.getByRole('option', { name: demo.leagueName }).count()).toBe(0);
    await chosen.click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/referee/dashboard');
    await page.getByRole('heading', { name: 'Referee Portal' }).waitFor();
    // A first visit is a welcome, not a welcome back.
    await page.getByText('Welcome, Erin!').waitFor();
    await expect(page.getByText(league.leagueName).first().isVisible()).resolves.toBe(true);
  });

  test('a referee takes a quiz, reloads mid-quiz, resumes, submits and sees the review and the history', async ({ page }) => {
    const league = await arrangeLeague();
    const quiz = await arrangeQuiz(league.token, { status: 'active' });
    const referee = await arrangeReferee(league.leagueId);
    await logInAsRefereeThroughForm(page, referee.credentials);

    await page.getByRole('heading', { name: 'Referee Portal' }).waitFor();
    await page.getByRole('article', { name: quiz.title }).waitFor();
    await expectAccessible(page, 'referee dashboard');
    await saveScreenshot(page, 'referee-dashboard');

    await page.getByRole('article', { name: quiz.title }).getByRole('button', { name: /Start Quiz/ }).click();
    await page.waitForURL(/\/referee\/quiz\/\d+$/);
    await page.getByRole('heading', { level: 1, name: quiz.title }).waitFor();
    const total = quiz.questionCount;
    await page.getByText(`Question 1 of ${total}`).waitFor();
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
    await page.getByRole('table', { name: 'Quiz History' }).getByRole('cell', { name: quiz.title }).waitFor();
    const card = page.getByRole('article', { name: quiz.title });
    await card.getByText(/^(Passed|Failed)$/).waitFor();
    await expect(card.getByRole('button', { name: /Start Quiz/ }).count()).resolves.toBe(0);
    await expectAccessible(page, 'referee dashboard with history');
    await saveScreenshot(page, 'referee-dashboard-history');
  });

  test('a referee signs in, stays signed in across a reload, and logs out', async ({ page }) => {
    const referee = await arrangeReferee();
    await logInAsReferee(page, referee.credentials);
    await page.reload();
    await page.getByRole('heading', { name: 'Referee Portal' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL('**/referee/login');
    await page.goto('/referee/dashboard');
    await page.waitForURL('**/referee/login');
  });

  test('the referee admin lands in quiz management and can reach the dashboard with its admin tools', async ({ page }) => {
    // Through the form: a referee admin is sent to the quiz list, not the dashboard.
    await logInAsRefereeThroughForm(page, demo.refereeAdmin, '**/referee/admin/quizzes');

    await page.goto('/referee/dashboard');

    await page.getByRole('button', { name: 'Manage Quizzes' }).waitFor();
    await page.getByText('As an administrator, you can retake quizzes for testing purposes.').waitFor();
  });
});
