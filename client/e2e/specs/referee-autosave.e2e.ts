import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { quizSubmitGraceSeconds } from '../support/server-settings';
import { arrangeLeague } from '../support/arrange-league';
import { arrangeQuiz, arrangeReferee } from '../support/arrange-referees';
import { moveQuizEnd, readOpenAttempt, waitForSavedAnswers } from '../support/quiz-attempts';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';

// arrangeQuiz's questions in order, and the right answer's label of the first three.
const rightAnswers = ['24 seconds', 'True', '8 seconds'];
// The server closes an attempt this long after its deadline (30 s in production; the e2e server's setting).
const graceMs = quizSubmitGraceSeconds * 1000;

/** Starts (or resumes) the quiz from its card on the dashboard. */
async function openQuiz(page: Page, title: string, action: 'Start Quiz' | 'Resume Quiz') {
  await page.getByRole('article', { name: title }).getByRole('button', { name: new RegExp(action) }).click();
  await page.waitForURL(/\/referee\/quiz\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function answerThree(page: Page) {
  for (const [i, label] of rightAnswers.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Question ${i + 1}, `) }).click();
    await page.getByRole('radio', { name: label, exact: true }).check();
  }
}

/** mm:ss on the quiz clock, in seconds. */
async function clockSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = ((await page.getByRole('timer').textContent()) ?? '').split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** A fresh league, its 20-minute quiz and a referee who starts it and answers three questions, saved on the server. */
async function answerThreeInNewQuiz(page: Page) {
  const league = await arrangeLeague();
  const quiz = await arrangeQuiz(league.token, { status: 'active' });
  const referee = await arrangeReferee(league.leagueId);
  await logInAsReferee(page, referee.credentials);
  await openQuiz(page, quiz.title, 'Start Quiz');
  await answerThree(page);
  await waitForSavedAnswers(referee.token, quiz.id, 3);
  return { league, quiz, referee };
}

describe('referee portal: nothing answered is lost', () => {
  test('three answers survive closing the page: a new page resumes them with the time the server keeps', async ({ page }) => {
    const { quiz, referee } = await answerThreeInNewQuiz(page);

    const context = page.context();
    await page.close();
    const tab = await context.newPage();
    await tab.goto('/referee/dashboard');
    await openQuiz(tab, quiz.title, 'Resume Quiz');

    await tab.getByText(`3 of ${quiz.questionCount} questions answered`).waitFor();
    for (const [i, label] of rightAnswers.entries()) {
      await tab.getByRole('button', { name: `Question ${i + 1}, answered` }).click();
      await expect(tab.getByRole('radio', { name: label, exact: true }).isChecked()).resolves.toBe(true);
    }
    await expect(tab.getByRole('button', { name: /^Question 4, / }).getAttribute('aria-label')).resolves.not.toContain(', answered');
    // The clock is the server's: what it has left (20 minutes less the time spent), not a fresh 20:00.
    const shown = await clockSeconds(tab);
    const { remaining_seconds: serverLeft } = await readOpenAttempt(referee.token, quiz.id);
    expect(shown).toBeLessThan(20 * 60);
    expect(Math.abs(shown - serverLeft)).toBeLessThanOrEqual(3);
    await saveScreenshot(tab, 'referee-quiz-resumed-new-page');
  });

  test(
    'a quiz whose time runs out with the page closed is scored with the answers saved by then',
    async ({ page }) => {
      const { league, quiz } = await answerThreeInNewQuiz(page);
      const context = page.context();
      await page.close();

      // The quiz now ends in 3 seconds: the attempt's deadline moves with it.
      const end = new Date(Date.now() + 3_000);
      await moveQuizEnd(league.token, quiz.id, end);
      await new Promise((resolve) => setTimeout(resolve, end.getTime() + graceMs + 2_000 - Date.now()));
      const tab = await context.newPage();
      await tab.goto('/referee/dashboard');

      // Three of four right: 75%, over the 70% pass mark; nobody submitted.
      const row = tab.getByRole('table', { name: 'Quiz History' }).getByRole('row', { name: new RegExp(quiz.title) });
      await row.getByRole('cell', { name: '75.0%' }).waitFor();
      await expect(row.getByText('Passed').count()).resolves.toBe(1);
      await saveScreenshot(tab, 'referee-quiz-expired-scored');

      // The transcript shows the same attempt, as the one that counts for the quiz.
      await tab.getByRole('link', { name: 'My Transcript' }).click();
      const attempt = tab.getByRole('table', { name: 'Every attempt' }).getByRole('row', { name: new RegExp(quiz.title) });
      await attempt.getByRole('cell', { name: '75.0% (3 of 4 right)' }).waitFor();
      await attempt.getByRole('cell', { name: 'Yes, the best score counts' }).waitFor();
      await tab.getByRole('table', { name: 'Rule areas, weakest first' }).getByRole('cell', { name: 'Uncategorised' }).waitFor();
      await expectAccessible(tab, 'referee transcript');
      await saveScreenshot(tab, 'referee-transcript');
    },
  );
});
