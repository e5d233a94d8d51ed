import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import type { RosterVersionDto } from '@league/contract';
import { choose, openDivision } from './edit-teams-driver';
import { listHandlers, storedUser } from './edit-teams-fixtures';
import { answerTradePreview } from './trade-preview-fixtures';

const server = setupMswServer();
const restores: string[] = [];
const historyQueries: string[] = [];

const version = (n: number, kind: RosterVersionDto['kind'], summary: string): RosterVersionDto => ({
  version: n,
  kind,
  summary,
  created_at: '2026-09-03T17:30:00.000Z',
  actor: n === 1 ? null : { id: 1, username: 'dana' },
  player_count: 5,
  team_count: 2,
});

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  restores.length = 0;
  historyQueries.length = 0;
  // Before listHandlers: its empty history would answer first.
  server.use(
    http.get(apiUrl('/divisions/5/history/'), ({ request }) => {
      historyQueries.push(new URL(request.url).search);
      const page = new URL(request.url).searchParams.get('page');
      return HttpResponse.json(
        page === '2'
          ? { count: 12, results: [version(1, 'save', 'Saved teams: 2 teams, 5 players.')] }
          : { count: 12, results: [version(12, 'trade', 'Traded: Ava Chen to Owls; Dan Reyes to Hawks.'), version(11, 'team_delete', 'Deleted team Eagles; its players are now Unassigned.')] },
      );
    }),
    http.post(apiUrl('/divisions/5/history/:version/restore/'), ({ params }) => {
      restores.push(String(params.version));
      return HttpResponse.json({ restored: 4, version: 13, missing_players: [{ id: 9, name: 'Gus Hale' }], missing_teams: [] });
    }),
    http.get(apiUrl('/players/1/trade_candidates/'), () =>
      HttpResponse.json({ count: 1, results: [{ id: 4, name: 'Dan Reyes', team_id: 22, team_name: 'Owls', overall_skill: 2, diff: -6, height: null, additional_data: {} }] }),
    ),
    http.post(apiUrl('/players/trade/'), () => HttpResponse.json({ count: 2, results: [], roster_version: 12 })),
    answerTradePreview([]),
    ...listHandlers(),
  );
});

async function openHistory() {
  await openDivision();
  return screen.findByRole('region', { name: 'Roster history' });
}

describe('History panel', () => {
  it('lists who changed what and when, newest first, ten to a page', async () => {
    const panel = await openHistory();

    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Version 12: Trade. Traded: Ava Chen to Owls; Dan Reyes to Hawks.');
    expect(items[0]).toHaveTextContent('by dana · 5 players on 2 teams');
    expect(items[1]).toHaveTextContent('Version 11: Team deleted.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(panel).findByText(/Version 1: Teams saved/)).toBeInTheDocument();
    expect(within(panel).getByText(/by a deleted account/)).toBeInTheDocument();
    expect(historyQueries).toEqual(['?page=1&page_size=10', '?page=2&page_size=10']);
  });

  it('restores only after confirmation and says which deleted players were not brought back', async () => {
    const panel = await openHistory();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Restore version 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 11?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(restores).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Restore version 11' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Restore version 11?' })).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Restored the roster of version 11. Not brought back: 1 deleted player (Gus Hale).')).toBeInTheDocument();
    expect(restores).toEqual(['11']);
    await waitFor(() => expect(historyQueries.length).toBeGreaterThan(1));
  });
});

describe('Undo after a trade', () => {
  it('restores the version before the trade from the success message', async () => {
    await openDivision();
    await userEvent.click(await screen.findByRole('button', { name: /^Hawks/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Trade Ava Chen' }));
    const dialog = screen.getByRole('dialog', { name: 'Trade Ava Chen' });
    await choose('Trade With', /Dan Reyes \(Owls\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade' }));

    const message = await screen.findByText('Traded Ava Chen.');
    await userEvent.click(within(message.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText(/^Undone\. Restored the roster of version 11\./)).toBeInTheDocument();
    expect(restores).toEqual(['11']);
  });
});
