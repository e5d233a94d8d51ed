import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';

/** Picks an option of a labelled MUI select, as a user would. */
export async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Renders Edit Teams and opens the fixtures' division, waiting for its first team. */
export async function openDivision() {
  renderWithProviders(<EditTeamsPage />);
  await choose('Season', '2026 Fall Season');
  await choose('Division', 'U12 Mixed');
  await screen.findByRole('button', { name: /^Hawks/ });
}
