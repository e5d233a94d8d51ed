import type { Locator, Page } from 'playwright-core';
import { menuClosed } from './ui';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks a page.
 * Fails, naming what had focus, when it is not reached within `max` presses: that is an
 * element a keyboard user cannot reach.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let step = 0; step < (options.max ?? 60); step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`${key} never reached ${target.toString()}; focus ended on ${focused}`);
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
