import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose } from './edit-teams-driver';
import { listHandlers, storedUser } from './edit-teams-fixtures';

const server = setupMswServer();
const candidateQueries: string[] = [];
const tradeBodies: unknown[] = [];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  candidateQueries.length = 0;
  tradeBodies.length = 0;
  server.use(
    ...listHandlers(),
    http.get(apiUrl('/players/1/trade_candidates/'), ({ request }) => {
      candidateQueries.push(new URL(request.url).search);
      return HttpResponse.json({ count: 1, results: [{ id: 4, name: 'Dan Reyes', team_id: 22, team_name: 'Owls', overall_skill: 2, diff: -6, height: null, additional_data: {} }] });
    }),
    http.post(apiUrl('/players/trade/'), async ({ request }) => { tradeBodies.push(await request.json()); return HttpResponse.json({ count: 1, results: [] }); }),
  );
});

async function openAvaAction(action: 'Trade' | 'Move') {
  renderWithProviders(<EditTeamsPage />);
  await choose('Season', '2026 Fall Season');
  await choose('Division', 'U12 Mixed');
  await userEvent.click(await screen.findByRole('button', { name: /^Hawks/ }));
  await userEvent.click(screen.getByRole('button', { name: `${action} Ava Chen` }));
  return screen.getByRole('dialog', { name: `${action} Ava Chen` });
}

const previewRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Team average preview' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('Trade and Move dialogs', () => {
  it('lists every candidate outside the team and previews both team averages before the swap', async () => {
    const dialog = await openAvaAction('Trade');

    await choose('Trade With', /Dan Reyes \(Owls\)/);

    expect(candidateQueries).toEqual(['?k=10000&exclude_team=21']);
    // Hawks 8,6 → 2,6; Owls 4,2 → 4,8.
    expect(previewRows(dialog)).toEqual(['Hawks7.004.00-3.00', 'Owls3.006.00+3.00']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(tradeBodies).toEqual([{ source_player_id: 1, target_player_id: 4 }]);
    expect(screen.getByText('Traded Ava Chen.')).toBeInTheDocument();
  });

  it("shows the server's reason, else \"Trade failed\"", async () => {
    server.use(http.post(apiUrl('/players/trade/'), () => HttpResponse.json({ error: 'Players must be in the same division to trade.' }, { status: 400 })));
    const dialog = await openAvaAction('Trade');
    await choose('Trade With', /Dan Reyes/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));
    expect(await within(dialog).findByText('Players must be in the same division to trade.')).toBeInTheDocument();

    server.use(http.post(apiUrl('/players/trade/'), () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));
    expect(await within(dialog).findByText('Trade failed')).toBeInTheDocument();
  });

  it('previews a move and sends to_team_id, or null for Unassigned', async () => {
    const dialog = await openAvaAction('Move');

    await choose('Move To', 'Owls');
    // Hawks 8,6 → 6; Owls 4,2 → 4,2,8.
    expect(previewRows(dialog)).toEqual(['Hawks7.006.00-1.00', 'Owls3.004.67+1.67']);
    await choose('Move To', 'Unassigned');
    expect(previewRows(dialog)).toEqual(['Hawks7.006.00-1.00']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(tradeBodies).toEqual([{ source_player_id: 1, to_team_id: null }]));
  });

  it('says "Move failed" when the server gives no reason', async () => {
    server.use(http.post(apiUrl('/players/trade/'), () => new HttpResponse(null, { status: 500 })));
    const dialog = await openAvaAction('Move');
    await choose('Move To', 'Owls');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await within(dialog).findByText('Move failed')).toBeInTheDocument();
  });
});
