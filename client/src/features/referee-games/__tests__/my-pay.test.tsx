import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '@/testing/msw-server';
import { makePay, renderMyGames } from './render-my-games';

setupMswServer();

describe('My games: your fees', () => {
  it('shows how many games and what fees, for all games and then for the dates chosen', async () => {
    const asked: string[] = [];
    const pay = (query: URLSearchParams) => {
      asked.push(query.toString());
      return query.get('from') ? makePay({ from: query.get('from'), to: query.get('to'), games: 1, total: 30 }) : makePay();
    };
    const user = userEvent.setup({ delay: null });
    renderMyGames({ pay });
    const fees = await screen.findByRole('region', { name: 'Your fees' });

    expect(await within(fees).findByText('2 games, fees 55.00')).toBeInTheDocument();
    await user.type(within(fees).getByLabelText('From'), '2026-10-01');
    await user.type(within(fees).getByLabelText('To'), '2026-10-31');

    expect(await within(fees).findByText('1 game, fees 30.00')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toBe('from=2026-10-01&to=2026-10-31'));
  });

  it('says in a sentence when From is after To', async () => {
    const user = userEvent.setup({ delay: null });
    renderMyGames();
    const fees = await screen.findByRole('region', { name: 'Your fees' });

    await user.type(within(fees).getByLabelText('From'), '2026-11-01');
    await user.type(within(fees).getByLabelText('To'), '2026-10-01');

    expect(await within(fees).findByText('From must be on or before To.')).toBeInTheDocument();
  });
});
