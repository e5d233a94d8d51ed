import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

// By class, not role: a fading menu is aria-hidden, so a role locator would call it gone too early.
export const menuClosed = (page: Page) => page.locator('.MuiPopover-root').waitFor({ state: 'detached' });

/** Picks an option of a select (MUI combobox) by its label, then waits for the menu to go. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
  // The menu fades out; checks that follow (axe) must not see it half-transparent.
  await menuClosed(page);
}

/** Follows a sidebar link and waits for the page's heading. */
export async function visit(page: Page, linkName: string, heading: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: linkName }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Waits for a status message (role=status) holding the text. */
export const statusShown = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The lines of the CSV file the action downloads. */
export async function downloadCsv(page: Page, action: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  // Exports start with a byte-order mark so Excel reads them as UTF-8 (decision 0036).
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
}
