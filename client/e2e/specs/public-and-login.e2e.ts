import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demo, expectAccessible, launchBrowser, logInAsAdmin, openPage, saveScreenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages and the admin login', () => {
  it('the landing page shows the product and leads to the admin login', async () => {
    const page = await openPage(browser);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/balanced teams/i);
    await expectAccessible(page, 'landing');
    await saveScreenshot(page, 'landing');
    await page.getByRole('link', { name: 'League Admin' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('a wrong password shows the server error; the demo admin then signs in and out', async () => {
    const page = await openPage(browser);
    await page.goto('/login');
    await expectAccessible(page, 'login');
    await saveScreenshot(page, 'login');

    await page.getByLabel('Username').fill(demo.admin.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid username or password.');

    await logInAsAdmin(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[a-f0-9]{64}$/);
    await saveScreenshot(page, 'dashboard-home');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it('a page behind the login sends a visitor without a session to /login', async () => {
    const page = await openPage(browser);

    await page.goto('/dashboard/view-teams');

    await page.waitForURL('**/login');
  });

  it('below 900px the sidebar is a drawer opened by the menu button and closed on navigation', async () => {
    const page = await openPage(browser, { width: 800, height: 900 });
    await logInAsAdmin(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();

    await page.waitForURL('**/dashboard/profile');
    await page.getByRole('link', { name: 'My Profile' }).waitFor({ state: 'hidden' });
  });
});
