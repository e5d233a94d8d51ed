import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
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

async function renderU10(players?: Parameters<typeof answerViewPlayersLists>[0]) {
  answerViewPlayersLists(players);
  renderWithProviders(<ViewPlayersPage />);
  await choose(/^Season/, 'Fall 2026');
  await choose(/^Division/, 'U10');
  return screen.findByRole('list', { name: 'Players ranked by overall skill' });
}

describe('ViewPlayersPage', () => {
  it('ranks the division players by overall skill, best first', async () => {
    const list = await renderU10([makePlayer(1, 4.2), makePlayer(2, 9.1), makePlayer(3, 6.5)]);

    const names = within(list).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    expect(names).toEqual(['Player 02', 'Player 03', 'Player 01']);
  });

  it('shows height in feet and inches plus cm, the region name and Mon-Fri practice days in the details', async () => {
    await renderU10([makePlayer(1, 7, { height: 175, additional_data: { region: 'C', unavailable_days: ['wed', 'sat'] } })]);

    await userEvent.click(screen.getByRole('button', { name: 'Show details for Player 01' }));

    expect(screen.getByText('5\' 9" (175 cm)')).toBeInTheDocument();
    expect(screen.getByText('Central')).toBeInTheDocument();
    expect(screen.getByText('Mon, Tue, Thu, Fri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details for Player 01' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows what the registration export kept: group, locked team, requests, gender and unmapped columns', async () => {
    const additional_data = { region: 'N', unavailable_days: [], group: 'Garcia', lock: 'Hawks', requests: ['Ava Chen'], gender: 'F', School: 'St. Mary', 'Uniform Size Selection': 'YM' };
    await renderU10([makePlayer(1, 7, { additional_data, group: 'Garcia', locked_team: 'Hawks', requests: ['Ava Chen'], gender: 'F' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Show details for Player 01' }));

    for (const [label, value] of [['Siblings or Carpool Group', 'Garcia'], ['Locked Team', 'Hawks'], ['Teammate Requests', 'Ava Chen'], ['Gender', 'Girl'], ['School', 'St. Mary'], ['Uniform Size Selection', 'YM']]) {
      expect(screen.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('filters by siblings or carpool group and marks grouped and locked players in the list', async () => {
    const list = await renderU10([makePlayer(1, 9, { group: 'Garcia', locked_team: 'Hawks' }), makePlayer(2, 6), makePlayer(3, 4, { group: 'Garcia' }), makePlayer(4, 3, { group: 'Lee' })]);
    expect(within(list).getAllByText('Group: Garcia')).toHaveLength(2);
    expect(within(list).getByText('Stays on Hawks')).toBeInTheDocument();

    await choose(/^Siblings or Carpool Groups/, 'Garcia');
    await userEvent.keyboard('{Escape}');

    expect(within(list).getAllByRole('checkbox').map((b) => b.closest('label')!.textContent)).toEqual(['Player 01', 'Player 03']);
  });

  it('offers no group filter when nobody in the division has a group', async () => {
    await renderU10([makePlayer(1, 9), makePlayer(2, 6)]);

    expect(screen.queryByRole('combobox', { name: /^Siblings or Carpool Groups/ })).not.toBeInTheDocument();
  });

  it('filters by skill range', async () => {
    const list = await renderU10([makePlayer(1, 9), makePlayer(2, 6), makePlayer(3, 2)]);

    await choose(/^Skill Ranges/, 'Medium (5-7)');
    await userEvent.keyboard('{Escape}');

    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(list).getByRole('checkbox', { name: 'Player 02' })).toBeInTheDocument();
  });

  it('filters by birth year', async () => {
    const list = await renderU10([makePlayer(1, 9, { date_of_birth: '2015-01-02' }), makePlayer(2, 6, { date_of_birth: '2016-03-04' })]);

    await choose(/^Birth Years/, '2015');
    await userEvent.keyboard('{Escape}');

    expect(within(list).getAllByRole('checkbox').map((b) => b.closest('label')!.textContent)).toEqual(['Player 01']);
  });

  it('clears the division and its players when the season changes', async () => {
    await renderU10();

    await choose(/^Season/, 'Spring 2027');

    expect(screen.queryByRole('list', { name: 'Players ranked by overall skill' })).not.toBeInTheDocument();
    expect(screen.getByText('Select a season and a division to see its players.')).toBeInTheDocument();
  });

  it.each([
    ['seasons', 'Failed to load seasons'],
    ['players', 'Failed to load players'],
  ])('says when the %s cannot be loaded', async (list, message) => {
    answerViewPlayersLists();
    server.use(http.get(apiUrl(`/${list}/`), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderWithProviders(<ViewPlayersPage />);
    if (list === 'players') {
      await choose(/^Season/, 'Fall 2026');
      await choose(/^Division/, 'U10');
    }

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when the divisions cannot be loaded', async () => {
    answerViewPlayersLists();
    server.use(http.get(apiUrl('/divisions/'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderWithProviders(<ViewPlayersPage />);

    await choose(/^Season/, 'Fall 2026');

    expect(await screen.findByText('Failed to load divisions')).toBeInTheDocument();
  });
});
