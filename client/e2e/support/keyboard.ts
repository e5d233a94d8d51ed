import type { FileChooser, Locator, Page } from 'playwright-core';
import { menuClosed } from './ui';

// evaluateAll never waits for the element to appear: a missing target fails at once, below.
const isFocused = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement || el.contains(document.activeElement)));

/**
 * Presses Tab until `target` has focus, as a keyboard user walks a page; if `max` presses
 * forward don't reach it, walks back with Shift+Tab (where focus lands after an action may
 * change with the UI; that the target is reachable is what counts). Fails, naming what had
 * focus, when neither way reaches it: that is an element a keyboard user cannot reach.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number } = {}) {
  const max = options.max ?? 80;
  await target.first().waitFor({ state: 'attached', timeout: 10_000 });
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < max; step += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`Neither Tab nor Shift+Tab reached ${target.toString()}; focus ended on ${focused}`);
}

/** Opens a select (MUI combobox) with Enter, walks with ArrowDown, chooses with Enter. */
export async function chooseByKeyboard(page: Page, combobox: Locator, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  for (let step = 0; step < 50; step += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === option) {
      await page.keyboard.press('Enter');
      return menuClosed(page);
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option "${option}" in ${combobox.toString()}`);
}

/**
 * Tabs to a file input (or the zone around it) and opens the browser's file chooser with
 * Space, as a keyboard user would; if no chooser opens within a few seconds (seen once in a
 * loaded CI run: the key press went nowhere), tabs back to it and presses again, as that user
 * would, up to three times. Fails naming what had focus when none opened.
 */
export async function openFileChooser(page: Page, target: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    await tabTo(page, target);
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press('Space')]);
      return chooser;
    } catch (error) {
      if (attempt === 3) {
        const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
        throw new Error(`Space on ${target.toString()} opened no file chooser in 3 tries; focus was on ${focused}`, { cause: error });
      }
    }
  }
}

