import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// No pause between keystrokes: these forms have many fields and the suite shares two cores.
export const user = userEventLib.setup({ delay: null });

/** Replaces a field's text in one input event (typing long texts key by key re-measures MUI's textareas each time). */
export async function fillIn(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Opens an MUI select by its accessible name and picks an option. */
export async function choose(name: RegExp | string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}
