import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import axe from 'axe-core';
import { expect } from 'vitest';
import { baseUrl } from './api';
import { guideImagesDir, isGuideImage } from './guide-images';

export const screenshotsDir = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));

// Debian's chromium, never a downloaded browser; the flags keep it off the (closed) network.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** A page in its own browser context: no storage (no session) shared with any other test. */
export async function openPage(browser: Browser, options: { width?: number; height?: number; hasTouch?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    acceptDownloads: true,
    // The app honours reduced motion (no transitions), so checks never catch a half-faded element.
    reducedMotion: 'reduce',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    hasTouch: options.hasTouch ?? false,
  });
  return context.newPage();
}

/**
 * A full-page PNG into test-output/screenshots/; with GUIDE_SCREENSHOTS=1, also the guide's
 * picture (docs/guide/images/<name>.jpg) when a guide page shows it: what fits on the screen
 * (`guideShows` scrolls the step's point into view first), as a JPEG small enough to commit
 * (under ~150 KB).
 */
export async function saveScreenshot(page: Page, name: string, options: { guideShows?: Locator } = {}) {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
  if (process.env.GUIDE_SCREENSHOTS === '1' && isGuideImage(name)) {
    await mkdir(guideImagesDir, { recursive: true });
    await options.guideShows?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(guideImagesDir, `${name}.jpg`), type: 'jpeg', quality: 70 });
  }
}

/** The page as a failed test left it, named after the test (a page already closed is skipped). */
export async function saveFailureScreenshot(page: Page, testName: string) {
  if (page.isClosed()) return;
  const dir = path.join(screenshotsDir, '..', 'failures');
  await mkdir(dir, { recursive: true });
  const file = `${testName.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`;
  await page.screenshot({ path: path.join(dir, file), fullPage: true }).catch(() => undefined);
}

/** The two screens every checked page state must pass axe at (issue 25): a laptop and a phone. */
export const checkedViewports = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '390x844', width: 390, height: 844 },
] as const;

// Axe after every transition ends: a half-faded dialog or menu is not what a user reads.
// Endless ones (a focus ripple's pulse, a progress bar) never settle, so only finite ones count.
const transitionsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));

type AxeWindow = {
  axe?: {
    run: (context: Document, options: object) => Promise<{ violations: axe.Result[] }>;
    _audit: { rules: { id: string; impact?: string }[] };
  };
};

// axe-core's 1.3 MB source is put into the page once and kept across the app's own navigations
// (a reload or a new page loads it again); @axe-core/playwright injected it for every check.
async function runAxe(page: Page) {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined'))) await page.evaluate(axe.source);
  return page.evaluate(() => {
    const { axe: audit } = window as AxeWindow;
    // A rule with a fixed impact gives every violation that impact (axe's finalizeRuleResult), so
    // the moderate and minor ones can never fail a check: not running them changes no answer and
    // saves a sixth of axe's time. Only violations are reported in full: axe otherwise details
    // every passing node too (half its time).
    const neverSerious = audit!._audit.rules.filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor');
    const rules = Object.fromEntries(neverSerious.map((rule) => [rule.id, { enabled: false }]));
    return audit!.run(document, { resultTypes: ['violations'], rules });
  });
}

async function seriousViolations(page: Page, name: string): Promise<string[]> {
  await transitionsSettled(page);
  const result = await runAxe(page);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

/**
 * Fails the test on any serious or critical accessibility violation, naming each and the
 * screen size: the page state is checked at 1366x768 and at 390x844, then the page gets its
 * own size back so the test goes on as it was.
 */
/**
 * Sets the window's size, then waits two frames: the page's resize observers run and React
 * commits what they measured (a table that now scrolls becomes a focusable region, wraps a row)
 * before anything reads the page.
 */
export async function resizeAndSettle(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function expectAccessible(page: Page, name: string) {
  const own = page.viewportSize();
  const described: string[] = [];
  for (const viewport of checkedViewports) {
    await resizeAndSettle(page, { width: viewport.width, height: viewport.height });
    described.push(...(await seriousViolations(page, `${name} at ${viewport.name}`)));
  }
  if (own) await page.setViewportSize(own);
  await transitionsSettled(page);
  expect(described).toEqual([]);
}
