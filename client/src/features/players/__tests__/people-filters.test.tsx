import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewPlayersPage } from '@/features/players/components/view-players-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerViewPlayersLists, makePlayer } from './view-players-test-api';

const server = setupMswServer();

const ana = makePlayer(1, 7, {
  name: 'Ana Ruiz',
  people: { participant_id: 101, household: { id: 4, name: 'Ruiz household', registered_here: 2 }, returning: true, seasons_played: 2, missing_ratings: false },
});
const noor = makePlayer(2, 5, { name: 'Noor Khan', people: { participant_id: 102, household: null, returning: false, seasons_played: 1, missing_ratings: true } });

/** The players list answers every request; the query strings it was asked with are kept. */
function answerPlayers() {
  answerViewPlayersLists([ana, noor]);
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/players/'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count: 2, results: [ana, noor] });
    }),
  );
  return asked;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openU10() {
  renderWithProviders(<ViewPlayersPage />);
  await choose(/^Season/, 'Fall 2026');
  await choose(/^Division/, 'U10');
  return screen.findByRole('list', { name: 'Players ranked by overall skill' });
}

describe('View Players: people across seasons', () => {
  it('shows who is returning, new, with family here or missing a rating', async () => {
    answerPlayers();

    const list = await openU10();

    expect(within(list).getByText('Returning, 2 seasons')).toBeInTheDocument();
    expect(within(list).getByText('Family: Ruiz household (2 here)')).toBeInTheDocument();
    expect(within(list).getByText('New')).toBeInTheDocument();
    expect(within(list).getByText('Missing a rating')).toBeInTheDocument();
  });

  it('asks the server for returning players, missing ratings and siblings when those filters are chosen', async () => {
    const asked = answerPlayers();
    await openU10();

    await choose(/^Returning or new/, 'Returning (played an earlier season)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Missing a rating' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Has a brother or sister here' }));

    await waitFor(() => expect(asked.at(-1)?.get('household')).toBe('true'));
    const last = asked.at(-1)!;
    expect([last.get('division'), last.get('history'), last.get('missing_ratings')]).toEqual(['11', 'returning', 'true']);
  });

  it('links a player to their page of seasons, family and ratings', async () => {
    answerPlayers();
    await openU10();

    await userEvent.click(screen.getByRole('button', { name: 'Show details for Ana Ruiz' }));

    expect(screen.getByRole('link', { name: 'Seasons, family and ratings history' })).toHaveAttribute('href', '/dashboard/participants/101');
  });
});
