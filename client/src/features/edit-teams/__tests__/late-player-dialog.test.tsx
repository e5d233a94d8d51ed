import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose } from './edit-teams-driver';
import { listHandlers, players, storedUser } from './edit-teams-fixtures';

const server = setupMswServer();

// The twins came with a household key from the registration file.
const roster = players.map((p) => (p.id === 1 || p.id === 2 ? { ...p, additional_data: { group: 'HH-7' } } : p));

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers(roster));
});

describe('Add Player for a late sign-up', () => {
  it('says unrated skills get the division average and sends gender, the siblings household, requests and contacts, with no rating of 5', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(http.post(apiUrl('/players/'), async ({ request }) => { bodies.push((await request.json()) as Record<string, unknown>); return HttpResponse.json({}, { status: 201 }); }));
    renderWithProviders(<EditTeamsPage />);
    await choose('Season', '2026 Fall Season');
    await choose('Division', 'U12 Mixed');
    await screen.findByRole('button', { name: /^Hawks/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Player' });

    await userEvent.type(within(dialog).getByLabelText(/Player Name/), 'Kai Chen');
    expect(within(dialog).getByText(/A skill you leave unrated starts at this division's average for it/)).toBeInTheDocument();
    await choose('Gender', 'Girl');
    await choose('Siblings in this division', 'HH-7 (Ava Chen, Ben Ortiz)');
    await userEvent.type(within(dialog).getByLabelText('Requested teammates'), 'with Cleo Park please');
    await userEvent.type(within(dialog).getByLabelText('Parent or guardian'), 'Mei Chen');
    await userEvent.type(within(dialog).getByLabelText('Parent phone'), '555-0101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Player' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Kai Chen',
      gender: 'F',
      ratings: {},
      additional_data: { group: 'HH-7', requests: ['with Cleo Park please'], 'Parent Name': 'Mei Chen', 'Parent Phone': '555-0101' },
    });
  });
});
