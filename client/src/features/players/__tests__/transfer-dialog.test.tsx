import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewPlayersPage } from '@/features/players/components/view-players-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerViewPlayersLists, makePlayer } from './view-players-test-api';

const server = setupMswServer();

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openTransfer({ pick = ['Player 01', 'Player 02'] } = {}) {
  answerViewPlayersLists([makePlayer(1, 8), makePlayer(2, 6), makePlayer(3, 4)]);
  renderWithProviders(<ViewPlayersPage />);
  await choose(/^Season/, 'Fall 2026');
  await choose(/^Division/, 'U10');
  await screen.findByRole('list', { name: 'Players ranked by overall skill' });
  for (const name of pick) await userEvent.click(screen.getByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Transfer Players' }));
  return screen.getByRole('dialog', { name: 'Transfer Players' });
}

describe('Transfer Players dialog', () => {
  it('keeps Transfer Players disabled until players are selected', async () => {
    answerViewPlayersLists([makePlayer(1, 8), makePlayer(2, 6)]);
    renderWithProviders(<ViewPlayersPage />);
    await choose(/^Season/, 'Fall 2026');
    await choose(/^Division/, 'U10');
    await screen.findByRole('list', { name: 'Players ranked by overall skill' });
    expect(screen.getByRole('button', { name: 'Transfer Players' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Player 01' }));
    expect(screen.getByRole('button', { name: 'Transfer Players' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Transfer Players' })).toBeDisabled();
  });

  it('asks for a target division when none is chosen', async () => {
    const dialog = await openTransfer();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(within(dialog).getByText('Please select players and target division')).toBeInTheDocument();
  });

  it('refuses the division the players are already in', async () => {
    const dialog = await openTransfer();
    await choose(/^Target Division/, 'U10 (Fall 2026) (current)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(within(dialog).getByText('Please select players and target division')).toBeInTheDocument();
  });

  it('transfers the selected players and reports how many went where; the message clears after 3 seconds', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/players/transfer_players/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ transferred_count: 2, target_division: { id: 12, name: 'U12' } });
      }),
    );
    const dialog = await openTransfer();
    await choose(/^Target Division/, 'U12 (Fall 2026)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('Successfully transferred 2 players to U12')).toBeInTheDocument();
    expect(body).toEqual({ player_ids: [1, 2], target_division_id: 12 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Successfully transferred 2 players to U12')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('shows the server’s sentence when the target division is full', async () => {
    const full = 'U12 has 4999 players; adding 2 players would make 5001, over the limit of 5000 players in one division.';
    server.use(http.post(apiUrl('/players/transfer_players/'), () => HttpResponse.json({ error: full, code: 'division_full' }, { status: 409 })));
    const dialog = await openTransfer();
    await choose(/^Target Division/, 'U12 (Fall 2026)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await within(dialog).findByText(full)).toBeInTheDocument();
  });

  it('says the transfer failed when the server refuses', async () => {
    server.use(http.post(apiUrl('/players/transfer_players/'), () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const dialog = await openTransfer();
    await choose(/^Target Division/, 'U12 (Fall 2026)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await within(dialog).findByText('Failed to transfer players. Please try again.')).toBeInTheDocument();
  });
});
