import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, openSchedulePage } from './schedule-fixtures';

setupMswServer();

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | '));

describe('Season Schedule: the games', () => {
  it('lists the saved games by date, venue and court with their teams, in a named table', async () => {
    answerSeasonReads();
    openSchedulePage();

    const table = await screen.findByRole('table', { name: 'Saved games' });

    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Venue', 'Court', 'Division', 'Home', 'Away', 'Status']);
    expect(rowsOf(table).map((row) => row.split(' | ').slice(1))).toEqual([
      ['9:00-10:00', 'Lincoln', '1', 'U8', 'Ants', 'Bees', 'Draft'],
      ['10:00-11:00', 'Lincoln', '2', 'U12', 'Eagles', 'Foxes', 'Draft'],
      ['9:00-10:00', 'Roosevelt', '1', 'U12', 'Foxes', 'Eagles', 'Draft'],
    ]);
    expect((await axe.run(table)).violations).toEqual([]);
  });

  it('filters the games by division, then by one of its teams', async () => {
    answerSeasonReads();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const table = await screen.findByRole('table', { name: 'Saved games' });

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(await screen.findByRole('option', { name: 'U12' }));
    const afterDivision = rowsOf(table);
    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    const teamChoices = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await user.click(screen.getByRole('option', { name: 'Foxes' }));

    expect(afterDivision.every((row) => row.includes('U12'))).toBe(true);
    expect(afterDivision).toHaveLength(2);
    expect(teamChoices).toEqual(['All teams', 'Eagles', 'Foxes']);
    expect(screen.getByText('Showing 2 games of 3.')).toBeInTheDocument();
  });

  it("shows only the games of a family's children, on every team they play on", async () => {
    answerSeasonReads();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const table = await screen.findByRole('table', { name: 'Saved games' });

    await user.click(screen.getByRole('combobox', { name: 'Family' }));
    await user.click(await screen.findByRole('option', { name: 'Jo Smith (Ava Smith, Ben Smith)' }));

    expect(rowsOf(table).map((row) => row.split(' | ').slice(5, 7).join(' '))).toEqual(['Ants Bees', 'Eagles Foxes', 'Foxes Eagles']);
    await user.click(screen.getByRole('combobox', { name: 'Family' }));
    await user.click(await screen.findByRole('option', { name: 'Kim Lee (Sam Lee)' }));
    expect(rowsOf(table).map((row) => row.split(' | ').slice(5, 7).join(' '))).toEqual(['Ants Bees']);
    expect(screen.getByText('Showing 1 game of 3.')).toBeInTheDocument();
  });

  it('shows only the chosen team\'s games, home or away', async () => {
    answerSeasonReads();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const table = await screen.findByRole('table', { name: 'Saved games' });

    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));

    expect(rowsOf(table)).toHaveLength(1);
    expect(within(table).getByRole('cell', { name: 'Ants' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 game of 3.')).toBeInTheDocument();
  });
});
