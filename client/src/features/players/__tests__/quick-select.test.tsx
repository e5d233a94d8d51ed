import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewPlayersPage } from '@/features/players/components/view-players-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { setupMswServer } from '@/testing/msw-server';
import { answerViewPlayersLists } from './view-players-test-api';

setupMswServer();

async function renderU10WithThirtyFive() {
  answerViewPlayersLists();
  renderWithProviders(<ViewPlayersPage />);
  for (const [label, option] of [[/^Season/, 'Fall 2026'], [/^Division/, 'U10']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  return screen.findByRole('list', { name: 'Players ranked by overall skill' });
}

const selectedCount = () => screen.getByRole('status').textContent;

describe('View Players quick select', () => {
  it('Top 10, Top 20 and Top 30 pick that many of the best-ranked players', async () => {
    const list = await renderU10WithThirtyFive();

    await userEvent.click(screen.getByRole('button', { name: 'Top 10' }));
    expect(selectedCount()).toBe('10 selected');
    expect(within(list).getByRole('checkbox', { name: 'Player 35' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Player 26' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Player 25' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Top 20' }));
    expect(selectedCount()).toBe('20 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Top 30' }));
    expect(selectedCount()).toBe('30 selected');
  });

  it('Select All picks every listed player and Clear drops them all', async () => {
    await renderU10WithThirtyFive();

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(selectedCount()).toBe('35 selected');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(selectedCount()).toBe('0 selected');
  });

  it('a checkbox toggles one player', async () => {
    const list = await renderU10WithThirtyFive();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Player 07' }));
    expect(selectedCount()).toBe('1 selected');
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Player 07' }));
    expect(selectedCount()).toBe('0 selected');
  });
});
