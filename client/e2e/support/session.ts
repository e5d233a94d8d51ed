import type { Page } from 'playwright-core';
import type { Credentials } from './api';

/** Signs in through the login form, as a person would (the token and profile land in storage). */
export async function logInAsAdmin(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs in through the Referee Portal's form; `landing` is where this account is sent. */
export async function logInAsReferee(page: Page, credentials: Credentials, landing = '**/referee/dashboard') {
  await page.goto('/referee/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}
