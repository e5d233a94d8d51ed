import type { Page } from 'playwright-core';
import { apiCall, apiPublicPost, type Credentials } from './api';

// The keys the app reads (client/src/config/storage-keys.ts); the login forms write the same.
const storageKeys = { authToken: 'authToken', user: 'user', refereeToken: 'refereeToken', refereeProfile: 'refereeProfile' };

/**
 * Puts a signed-in session into the page's storage, as the login form leaves it, without the
 * form: a tiny same-origin answer (the health check) gives the page an origin to write to.
 */
async function storeSession(page: Page, entries: Record<string, string>) {
  await page.goto('/api/health/');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Signs in as a league admin by token (the login form has specs of its own) and opens the dashboard. */
export async function logInAsAdmin(page: Page, credentials: Credentials) {
  const { token, user } = await apiPublicPost<{ token: string; user: unknown }>('/auth/login/', credentials);
  await storeSession(page, { [storageKeys.authToken]: token, [storageKeys.user]: JSON.stringify(user) });
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
}

/**
 * Signs in to the Referee Portal by token and opens `landing` (a path pattern such as
 * '**\/referee/admin/quizzes'; by default the referee's dashboard).
 */
export async function logInAsReferee(page: Page, credentials: Credentials, landing = '**/referee/dashboard') {
  const { token } = await apiPublicPost<{ token: string }>('/referees/login/', credentials);
  const profile = await apiCall<unknown>(token, 'GET', '/referees/profile/');
  await storeSession(page, { [storageKeys.refereeToken]: token, [storageKeys.refereeProfile]: JSON.stringify(profile) });
  await page.goto(landing.replace(/^\*\*/, ''));
  await page.waitForURL(landing);
}

/** Signs in through the login form, as a person would: for the specs that test signing in. */
export async function logInThroughForm(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs in through the Referee Portal's form; `landing` is where this account is sent. */
export async function logInAsRefereeThroughForm(page: Page, credentials: Credentials, landing = '**/referee/dashboard') {
  await page.goto('/referee/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}
