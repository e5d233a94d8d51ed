import { describe, expect } from 'vitest';
import { arrangeLeague } from '../support/arrange-league';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { logInAsAdmin, logInThroughForm } from '../support/session';
import { test } from '../support/test';

describe('public pages and the admin login', () => {
  test('the landing page shows the product and leads to the admin login', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/balanced teams/i);
    await expectAccessible(page, 'landing');
    await saveScreenshot(page, 'landing');
    await page.getByRole('link', { name: 'League Admin' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  test('a wrong password shows the server error; the admin then signs in and out', async ({ page }) => {
    const { credentials } = await arrangeLeague();
    await page.goto('/login');
    await expectAccessible(page, 'login');
    await saveScreenshot(page, 'login');

    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid username or password.');

    await logInThroughForm(page, credentials);
    // The session survives a reload (it is kept in storage, whatever the key is called).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await saveScreenshot(page, 'dashboard-home');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  test('a page behind the login sends a visitor without a session to /login', async ({ page }) => {
    await page.goto('/dashboard/view-teams');

    await page.waitForURL('**/login');
  });

  test('below 900px the sidebar is a drawer opened by the menu button and closed on navigation', async ({ browser }) => {
    const { credentials } = await arrangeLeague();
    const page = await openPage(browser, { width: 800, height: 900 });
    try {
      await logInAsAdmin(page, credentials);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'My Profile' }).click();

      await page.waitForURL('**/dashboard/profile');
      await page.getByRole('link', { name: 'My Profile' }).waitFor({ state: 'hidden' });
    } finally {
      await page.context().close();
    }
  });
});
