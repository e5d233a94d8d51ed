import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, uniqueName } from '../support/api';
import { arrangeReferee, refereeAdminToken } from '../support/arrange-referees';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { demo } from '../support/demo';
import { logInAsReferee } from '../support/session';
import { test } from '../support/test';

// A 4-second 160x120 VP9 test pattern made with ffmpeg's testsrc2 (no one's footage), 38 KB.
const clipPath = fileURLToPath(new URL('../fixtures/travel-clip.webm', import.meta.url));
const phone = { width: 390, height: 844 };
const description = 'A4 catches the ball while running and takes three steps before dribbling.';

/** A draft quiz whose one question is about a play the clip shows. */
async function arrangeClipQuiz(token: string) {
  const title = uniqueName('Clip Quiz');
  const question = { question_text: 'What should the official call in this play?', question_type: 'single_choice', options: ['Travelling', 'Double dribble', 'No violation'], correct_answer: 'Travelling' };
  const { id } = await apiCall<{ id: number }>(token, 'POST', '/quizzes/create/', { title, description: 'Play situations', time_limit_minutes: 20, passing_score: 70, status: 'draft', questions: [question] });
  return { id, title };
}

/** Seeks the clip as a finger on the progress bar would, and waits until the browser has the frame there. */
async function seekClip(page: Page, seconds: number) {
  const video = page.getByLabel('Clip for this question');
  await video.evaluate((el: HTMLVideoElement) => new Promise<void>((resolve) => {
    if (el.readyState >= 1) resolve();
    else el.addEventListener('loadedmetadata', () => resolve(), { once: true });
  }));
  return video.evaluate((el: HTMLVideoElement, to: number) => new Promise<number>((resolve) => {
    el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
    el.currentTime = to;
  }), seconds);
}

describe('a play-situation clip on a question', () => {
  test('the referee admin attaches a clip; a referee on a phone seeks it, replays it and answers', async ({ page }) => {
    const token = await refereeAdminToken();
    const quiz = await arrangeClipQuiz(token);
    await logInAsReferee(page, demo.refereeAdmin, '**/referee/admin/quizzes');

    await page.getByRole('row', { name: new RegExp(quiz.title) }).getByRole('button', { name: /Edit quiz/ }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Quiz/ });
    await dialog.getByRole('button', { name: 'Edit question 1' }).click();
    const media = dialog.getByRole('region', { name: 'Pictures and clips of question 1' });
    await media.locator('input[type="file"]').setInputFiles(clipPath);
    await media.getByLabel(/Describe what happens in the clip/).fill(description);
    await media.getByRole('button', { name: 'Attach clip' }).click();
    await media.getByLabel('Clip for question 1').waitFor();
    await expectAccessible(page, 'question with a clip attached');
    await apiCall(token, 'PATCH', `/quizzes/${quiz.id}/activate/`, { status: 'active' });

    const referee = await arrangeReferee();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize(phone);
    const mediaStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/quizzes/media/')) mediaStatuses.push(response.status());
    });
    await logInAsReferee(page, referee.credentials);
    await page.getByRole('article', { name: quiz.title }).getByRole('button', { name: /Start Quiz/ }).click();
    await page.waitForURL(/\/referee\/quiz\/\d+$/);

    const clip = page.getByLabel('Clip for this question');
    await expect(clip.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await expect(seekClip(page, 2.5)).resolves.toBeCloseTo(2.5, 0);
    // The server streams the file in ranges (206 Partial Content): what lets a phone seek.
    expect(mediaStatuses).toContain(206);
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(clip.evaluate((el: HTMLVideoElement) => el.currentTime)).resolves.toBeLessThan(2.5);
    // A clip left playing kept headless chromium's context from closing once (the run hung).
    await clip.evaluate((el: HTMLVideoElement) => el.pause());
    await page.getByText('Describe the clip').click();
    await page.getByText(description).waitFor();
    await expectAccessible(page, 'clip question on a phone');
    await saveScreenshot(page, 'clip-question-phone');

    await page.getByRole('radio', { name: 'Travelling' }).check();
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Congratulations!' }).waitFor();
  });
});
