import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueName } from '../support/api';
import { arrangeLeague } from '../support/arrange-league';
import { arrangeQuiz, arrangeReferee } from '../support/arrange-referees';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';

const phone = { width: 390, height: 844 };

// The right answer to each of arrangeQuiz's four questions, by question text.
const rightAnswers: Record<string, string> = {
  'How many seconds does a team have to attempt a shot?': '24 seconds',
  'A player is disqualified after committing 5 fouls.': 'True',
  'Within how many seconds must a team move the ball into its frontcourt?': '8 seconds',
  'A team may call a time-out while the ball is live.': 'False',
};

/** Answers the question on screen rightly: the radio group is named by the question's text. */
async function answerRightly(page: Page) {
  const group = page.getByRole('radiogroup');
  const question = await group.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
  await group.getByRole('radio', { name: rightAnswers[question.trim()], exact: true }).check();
}

describe('certification on a phone (390x844)', () => {
  test('a referee passes the quiz, downloads the certificate with their name on it, and its code opens the verification page', async ({ page }) => {
    const league = await arrangeLeague();
    const quiz = await arrangeQuiz(league.token, { status: 'active' });
    const levelName = uniqueName('Youth');
    await apiCall(league.token, 'POST', '/referees/certification_levels/', { name: levelName, edition: 'FIBA 2024', requirements: [{ kind: 'quiz', quiz_id: quiz.id }], validity_days: 365 });
    const referee = await arrangeReferee(league.leagueId);
    await page.setViewportSize(phone);
    await logInAsReferee(page, referee.credentials);

    await page.getByRole('article', { name: quiz.title }).getByRole('button', { name: /Start Quiz/ }).click();
    await page.waitForURL(/\/referee\/quiz\/\d+$/);
    for (let n = 1; n <= quiz.questionCount; n += 1) {
      await page.getByText(`Question ${n} of ${quiz.questionCount}`).waitFor();
      await answerRightly(page);
      if (n < quiz.questionCount) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Congratulations!' }).waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/referee/dashboard');

    const level = page.getByRole('article', { name: levelName });
    await level.getByText(/^Certified until /).waitFor();
    await expectAccessible(page, 'referee dashboard certified');
    await saveScreenshot(page, 'certification-dashboard-phone', { guideShows: level });
    const [download] = await Promise.all([page.waitForEvent('download'), level.getByRole('button', { name: 'Download certificate' }).click()]);
    const text = await pdfText(await readFile(await download.path()));
    const code = /certificate-([A-Z2-7]{26})\.pdf$/.exec(download.suggestedFilename())?.[1] ?? '';

    expect(text).toContain('Erin Tester');
    expect(text).toContain(levelName);
    expect(code).toMatch(/^[A-Z2-7]{26}$/);
    expect(text).toContain(code);

    // What scanning the QR code does: open /verify/{code} without signing in.
    await page.context().clearCookies();
    await page.goto(`/verify/${code}`);
    await page.getByText('Valid: this referee holds this certificate.').waitFor();
    await expect(page.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Erin Tester');
    await page.getByText(`Level: ${levelName}`).waitFor();
    await expectAccessible(page, 'certificate verification');
    await saveScreenshot(page, 'certificate-verify-phone');
  });
});
