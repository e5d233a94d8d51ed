import { test as base } from 'vitest';
import { launchBrowser, openPage, saveFailureScreenshot } from './browser';

/**
 * The specs' `test`: one browser per worker (starting chromium is the slow part; the spec files of
 * a worker share it, vitest.e2e.config.ts) and, for each test, a fresh page in its own context, so
 * no login or storage leaks from one test to the next. Data comes from the arrange*() helpers,
 * called by each test for itself. A failed test leaves a picture of its page in
 * test-output/failures/, so a failure seen once in CI can be read afterwards.
 */
export const test = base
  // Vitest reads a fixture's dependencies from the destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser, task }, { onCleanup }) => {
    const page = await openPage(browser);
    onCleanup(async () => {
      if (task.result?.state === 'fail') await saveFailureScreenshot(page, task.name);
      await page.context().close();
    });
    return page;
  });
