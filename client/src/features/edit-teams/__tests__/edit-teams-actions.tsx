import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';

export async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens the Trade or Move dialog of Ava Chen (Hawks) in the fixtures' division. */
export async function openAvaAction(action: 'Trade' | 'Move') {
  renderWithProviders(<EditTeamsPage />);
  await choose('Season', '2026 Fall Season');
  await choose('Division', 'U12 Mixed');
  await userEvent.click(await screen.findByRole('button', { name: /^Hawks/ }));
  await userEvent.click(screen.getByRole('button', { name: `${action} Ava Chen` }));
  return screen.getByRole('dialog', { name: `${action} Ava Chen` });
}
