import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject } from 'vitest';

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

export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    acceptDownloads: true,
    // The app honours reduced motion (no transitions), so checks never catch a half-faded element.
    reducedMotion: 'reduce',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  });
  return context.newPage();
}

export const baseUrl = () => inject('baseUrl');

export async function saveScreenshot(page: Page, name: string) {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** Fails the test on any serious or critical accessibility violation, naming each. */
export async function expectAccessible(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`).join(' | ')}`);
  expect(described).toEqual([]);
}

export const demo = {
  admin: { username: 'demo_admin', password: 'demo-admin-pass' },
  refereeAdmin: { username: 'demo_refadmin', password: 'demo-refadmin-pass' },
  referee: { username: 'demo_referee', password: 'demo-referee-pass' },
  leagueName: 'Demo Youth Basketball League',
};

export async function logInAsAdmin(page: Page, credentials = demo.admin) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** A token for arranging data through the API in a test (the UI is what the test checks). */
export async function apiLogin(credentials = demo.admin, loginPath = '/api/auth/login/'): Promise<string> {
  const res = await fetch(`${baseUrl()}${loginPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`Login failed for ${credentials.username}: ${body.error}`);
  return body.token;
}
