import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTeamsPage } from '@/features/teams/components/view-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { setupMswServer } from '@/testing/msw-server';
import { listHandlers, storedUser } from './teams-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
});

describe('Team strength on View Teams', () => {
  it("says in words how many of each team's players are in the division's top, middle and bottom thirds, and its skill averages", async () => {
    renderWithProviders(<ViewTeamsPage />);

    const card = await screen.findByRole('article', { name: 'Hawks' }, { timeout: 5000 });

    expect(within(card).getByText('Strength profile: 2 top, 2 middle, 2 bottom')).toBeInTheDocument();
    expect(within(card).getByText(/thirds of the division's players by overall skill/)).toBeInTheDocument();
    expect(within(card).getByText('Skill averages: Shooting 7.25 of 10, Dribbling 3.25 of 5')).toBeInTheDocument();
  });

  it('links to the fairness report of the chosen division, and only once one is chosen', async () => {
    renderWithProviders(<ViewTeamsPage />);
    await screen.findByRole('article', { name: 'Hawks' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Fairness Report' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('combobox', { name: 'Season' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026 Fall Season' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
    await userEvent.click(await screen.findByRole('option', { name: 'U12 Mixed' }));

    const link = screen.getByRole('link', { name: 'Fairness Report' });
    expect(link).toHaveAttribute('href', '/dashboard/fairness-report/5');
    expect(link).not.toHaveAttribute('aria-disabled');
  });
});
