import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, openDivision } from './edit-teams-driver';

export { choose };

/** Opens the Trade or Move dialog of Ava Chen (Hawks) in the fixtures' division. */
export async function openAvaAction(action: 'Trade' | 'Move') {
  await openDivision();
  await userEvent.click(screen.getByRole('button', { name: /^Hawks/ }));
  await userEvent.click(screen.getByRole('button', { name: `${action} Ava Chen` }));
  return screen.getByRole('dialog', { name: `${action} Ava Chen` });
}
