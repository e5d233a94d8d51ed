import { expect, vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Drags `from` by mouse onto `to`, as a person does, and drops it once `seen` (what the screen
 * shows while it is held) is shown. `from` is held in the middle of the screen: held near the
 * window's edge, dnd-kit scrolls the page under the pointer, and it lands wherever the scroll has
 * got to. `to` is measured once the drag has started.
 */
export async function dragByMouse(page: Page, from: Locator, to: Locator, seen: Locator) {
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await seen.waitFor();
  await page.mouse.up();
}

/**
 * Clicks the confirm button (`confirmName`) after a mouse drop until the product answers. dnd-kit
 * swallows every click for 50 ms after a drag ends (so the drop is not also a click on what lies
 * under it): a person never clicks that fast, a script sometimes does, and that click is lost.
 */
export async function confirmAfterDrop(page: Page, confirmName: string, answer: Locator) {
  const confirm = page.getByRole('button', { name: confirmName, exact: true });
  await confirm.waitFor();
  await vi.waitFor(async () => {
    if ((await confirm.isVisible()) && (await confirm.isEnabled())) await confirm.click({ timeout: 2_000 });
    expect(await answer.isVisible()).toBe(true);
  }, { timeout: 30_000, interval: 200 }).catch(async (error: unknown) => {
    // What the screen reader could hear when the answer never came: the next failure says why.
    const statuses = await page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((e) => `${e.closest('[aria-hidden="true"]') ? '(hidden) ' : ''}${e.textContent ?? ''}`));
    throw new Error(`${error instanceof Error ? error.message : String(error)}; status messages on the page: ${JSON.stringify(statuses)}`);
  });
}
